import { QueryClient } from "@tanstack/react-query";
import { readInitialData, seedQueryCache } from "./initial-data";

function pageWith(json: string): Document {
  return new DOMParser().parseFromString(
    `<script id="initial-data" type="application/json">${json}</script>`,
    "text/html",
  );
}

describe("readInitialData", () => {
  it("reads the lists the server put in the page", () => {
    const tools = [
      {
        _id: 3,
        name: "Easel",
        description: "",
        img: "/media/e.svg",
        price: 9,
        minimumOrderQuantity: 1,
        availableQuantity: 2,
      },
    ];

    expect(readInitialData(pageWith(JSON.stringify({ tools, reviews: [], paintings: [] })))).toEqual({
      tools,
      reviews: [],
      paintings: [],
    });
  });

  it.each([
    ["no element", new DOMParser().parseFromString("<p>hi</p>", "text/html")],
    ["broken JSON", pageWith("{nope")],
    ["not an object", pageWith("[1, 2]")],
  ])("seeds nothing for %s", (_, doc) => {
    const queryClient = seedQueryCache(new QueryClient(), readInitialData(doc));

    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it("skips a field that is not a list", () => {
    expect(readInitialData(pageWith('{"tools": {"a": 1}, "reviews": []}'))).toEqual({
      tools: undefined,
      reviews: [],
      paintings: undefined,
    });
  });
});

describe("readInitialData, other pages", () => {
  it("reads All Products' first page and a product page's tool", () => {
    const tool = {
      _id: 3,
      name: "Easel",
      description: "",
      img: "/media/e.svg",
      price: 9,
      minimumOrderQuantity: 1,
      availableQuantity: 2,
    };
    const toolPage = { count: 1, next: null, previous: null, results: [tool] };

    expect(readInitialData(pageWith(JSON.stringify({ toolPage })))).toMatchObject({ toolPage });
    expect(readInitialData(pageWith(JSON.stringify({ tool })))).toMatchObject({ tool });
    expect(readInitialData(pageWith('{"toolPage": {"count": 1}, "tool": {"name": "x"}}'))).toMatchObject({
      toolPage: undefined,
      tool: undefined,
    });
  });
});

describe("seedQueryCache", () => {
  it("fills Home's queries and nothing else", () => {
    const queryClient = seedQueryCache(new QueryClient(), { reviews: [{ _id: 1, name: "Ana", review: "Nice." }] });

    expect(queryClient.getQueryData(["reviews", "latest", 6])).toEqual([{ _id: 1, name: "Ana", review: "Nice." }]);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });
});

describe("the paintings' pages", () => {
  const painting = {
    _id: 3,
    title: "Lavender Field",
    artist: "Claire Dubois",
    description: "Rows of lavender.",
    price: 850,
    medium: "oil",
    mediumName: "Oil",
    widthCm: 60,
    heightCm: 45,
    framed: true,
    year: 2021,
    img: "/media/demo/paintings/lavender-field.svg",
    imgSrcset: null,
    images: [],
    state: "available" as const,
    reservedUntil: null,
    createdAt: "2026-11-24T10:00:00Z",
  };
  const paintingPage = { count: 1, next: null, previous: null, results: [painting] };

  it("reads the gallery's first page and a painting", () => {
    expect(readInitialData(pageWith(JSON.stringify({ paintingPage, painting })))).toMatchObject({
      paintingPage,
      painting,
    });
    expect(readInitialData(pageWith('{"paintingPage": [], "painting": {"_id": "3"}}'))).toMatchObject({
      paintingPage: undefined,
      painting: undefined,
    });
  });

  it("seeds the gallery's query without filters and the painting's own", () => {
    const queryClient = seedQueryCache(new QueryClient(), { paintingPage, painting });

    expect(queryClient.getQueryData(["paintings", "pages", { ordering: "-_id" }])).toEqual({
      pages: [paintingPage],
      pageParams: [0],
    });
    expect(queryClient.getQueryData(["paintings", "detail", "3"])).toEqual(painting);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(2);
  });
});
