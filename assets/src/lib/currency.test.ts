import { readCurrency } from "./currency";

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument("shop");
  const script = doc.createElement("script");
  script.id = "shop-config";
  script.type = "application/json";
  script.textContent = text;
  doc.body.append(script);
  return doc;
}

describe("the shop's currency", () => {
  it("is the page's, upper case", () => {
    expect(readCurrency(pageWith('{"currency": "eur"}'))).toBe("EUR");
  });

  it.each([["{nope"], ["[1]"], ["null"], ['{"currency": 12}'], ['{"currency": "euro"}'], ["{}"]])(
    "is USD for %s",
    (text) => {
      expect(readCurrency(pageWith(text))).toBe("USD");
    },
  );

  it("is USD in a page without settings", () => {
    expect(readCurrency(document.implementation.createHTMLDocument("shop"))).toBe("USD");
  });
});

describe("what a price says about tax", () => {
  afterEach(() => {
    document.getElementById("shop-config")?.remove();
    jest.resetModules();
  });

  it.each([
    ['{"pricesIncludeTax": false}', "+ tax"],
    ['{"pricesIncludeTax": true}', "incl. VAT"],
    ["{}", "incl. VAT"],
    ["{nope", "incl. VAT"],
  ])("is read from the page's settings %s: %s", async (text, note) => {
    document.body.append(pageWith(text).getElementById("shop-config")!);
    const { getTaxNote } = await import("./currency");
    expect(getTaxNote()).toBe(note);
  });
});
