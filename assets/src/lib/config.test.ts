import { readShopConfig } from "./config";

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument("shop");
  if (json !== null) {
    const script = doc.createElement("script");
    script.id = "shop-config";
    script.type = "application/json";
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe("readShopConfig", () => {
  it("reads the currency from the page", () => {
    expect(readShopConfig(pageWith('{"currency": "EUR"}'))).toEqual({ currency: "EUR" });
  });

  it("falls back to USD when the element is missing", () => {
    expect(readShopConfig(pageWith(null))).toEqual({ currency: "USD" });
  });

  it("falls back to USD on malformed JSON or a bad currency", () => {
    expect(readShopConfig(pageWith("{not json"))).toEqual({ currency: "USD" });
    expect(readShopConfig(pageWith('{"currency": 12}'))).toEqual({ currency: "USD" });
    expect(readShopConfig(pageWith('["EUR"]'))).toEqual({ currency: "USD" });
  });
});
