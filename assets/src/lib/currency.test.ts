import { currencyOf, readConfigScript } from "./currency";

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
    expect(currencyOf(readConfigScript(pageWith('{"currency": "eur"}')))).toBe("EUR");
  });

  it.each([["{nope"], ["[1]"], ['{"currency": 12}'], ['{"currency": "euro"}'], ["{}"]])("is USD for %s", (text) => {
    expect(currencyOf(readConfigScript(pageWith(text)))).toBe("USD");
  });

  it("is USD in a page without settings", () => {
    expect(readConfigScript(document.implementation.createHTMLDocument("shop"))).toBeNull();
    expect(currencyOf(null)).toBe("USD");
  });
});
