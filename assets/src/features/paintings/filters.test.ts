import {
  DEFAULT_PAINTING_FILTERS,
  PRICE_RANGE_MESSAGE,
  paintingFilterCount,
  paintingFiltersSearch,
  paintingQuery,
  priceRangeError,
  readPaintingFilters,
  writePaintingFilters,
} from "./filters";

const read = (search: string) => readPaintingFilters(new URLSearchParams(search));

describe("the gallery's filters in the URL", () => {
  it("read back what they wrote", () => {
    const filters = {
      q: "harbour",
      available: true,
      medium: "oil",
      minPrice: 100,
      maxPrice: 900.5,
      sort: "price",
    } as const;

    const search = paintingFiltersSearch(filters).toString();

    expect(search).toBe("q=harbour&available=1&medium=oil&minPrice=100&maxPrice=900.5&sort=price");
    expect(read(search)).toEqual(filters);
  });

  it("write nothing for the defaults", () => {
    expect(paintingFiltersSearch(DEFAULT_PAINTING_FILTERS).toString()).toBe("");
    expect(read("")).toEqual(DEFAULT_PAINTING_FILTERS);
  });

  it("leave at their default what they cannot read", () => {
    expect(read("available=yes&minPrice=abc&maxPrice=-5&sort=cheapest")).toEqual(DEFAULT_PAINTING_FILTERS);
  });
});

describe("paintingQuery", () => {
  it("asks the API with its own names, newest first by default", () => {
    expect(paintingQuery(DEFAULT_PAINTING_FILTERS)).toEqual({ ordering: "-_id" });
    expect(paintingQuery(read("q=lake&available=1&medium=oil&minPrice=100&maxPrice=900&sort=-price"))).toEqual({
      ordering: "-price",
      q: "lake",
      available: "true",
      medium: "oil",
      minPrice: 100,
      maxPrice: 900,
    });
  });
});

describe("priceRangeError", () => {
  it("refuses a minimum above the maximum only", () => {
    expect(priceRangeError(read("minPrice=900&maxPrice=100"))).toBe(PRICE_RANGE_MESSAGE);
    expect(priceRangeError(read("minPrice=100&maxPrice=100"))).toBeNull();
    expect(priceRangeError(read("minPrice=900"))).toBeNull();
  });
});

describe("writePaintingFilters", () => {
  it("replaces the filters and keeps the URL's other params", () => {
    const params = new URLSearchParams("utm_source=mail&medium=oil&sort=price");

    writePaintingFilters(params, { ...DEFAULT_PAINTING_FILTERS, available: true });

    expect(params.toString()).toBe("utm_source=mail&available=1");
  });
});

describe("paintingFilterCount", () => {
  it("counts each filter in use, a price range once, and not the order", () => {
    expect(paintingFilterCount({ ...DEFAULT_PAINTING_FILTERS, sort: "price" })).toBe(0);
    expect(paintingFilterCount(read("available=1&medium=oil"))).toBe(2);
    expect(paintingFilterCount(read("q=harbour&minPrice=100&maxPrice=900"))).toBe(2);
    expect(paintingFilterCount(read("q=harbour&available=1&medium=oil&maxPrice=900&sort=title"))).toBe(4);
  });
});
