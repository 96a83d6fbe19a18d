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

const emulatorProject = {
  apiKey: "demo-api-key",
  authDomain: "demo-shop.firebaseapp.com",
  projectId: "demo-shop",
  emulatorUrl: "http://127.0.0.1:9099",
};

describe("readShopConfig", () => {
  it("reads the currency from the page", () => {
    expect(readShopConfig(pageWith('{"currency": "EUR"}'))).toEqual({
      currency: "EUR",
      firebase: null,
      stripe: null,
      googleSignIn: false,
      returnDays: null,
    });
  });

  it("reads the days a customer has to return an order, or none when the page says nothing usable", () => {
    expect(readShopConfig(pageWith('{"returnDays": 14}')).returnDays).toBe(14);
    for (const days of ["14", 0, -3, 1.5, null]) {
      expect(readShopConfig(pageWith(JSON.stringify({ returnDays: days }))).returnDays).toBeNull();
    }
  });

  it("falls back to USD and no Firebase when the element is missing", () => {
    expect(readShopConfig(pageWith(null))).toEqual({
      currency: "USD",
      firebase: null,
      stripe: null,
      googleSignIn: false,
      returnDays: null,
    });
  });

  it("falls back to USD on malformed JSON or a bad currency", () => {
    expect(readShopConfig(pageWith("{not json"))).toEqual({
      currency: "USD",
      firebase: null,
      stripe: null,
      googleSignIn: false,
      returnDays: null,
    });
    expect(readShopConfig(pageWith('{"currency": 12}'))).toEqual({
      currency: "USD",
      firebase: null,
      stripe: null,
      googleSignIn: false,
      returnDays: null,
    });
    expect(readShopConfig(pageWith('["EUR"]'))).toEqual({
      currency: "USD",
      firebase: null,
      stripe: null,
      googleSignIn: false,
      returnDays: null,
    });
  });

  it("reads the Firebase project and the emulator's address", () => {
    const page = pageWith(JSON.stringify({ currency: "USD", firebase: emulatorProject }));

    expect(readShopConfig(page).firebase).toEqual(emulatorProject);
  });

  it("accepts another emulator port and drops a trailing slash", () => {
    const page = pageWith(JSON.stringify({ firebase: { ...emulatorProject, emulatorUrl: "http://127.0.0.1:9199/" } }));

    expect(readShopConfig(page).firebase?.emulatorUrl).toBe("http://127.0.0.1:9199");
  });

  it("uses no emulator with a real project (emulatorUrl absent, null or not a URL)", () => {
    const real = { apiKey: "AIza-real", authDomain: "brush-and-canvas.firebaseapp.com", projectId: "brush-and-canvas" };
    for (const emulatorUrl of [undefined, null, "", "ftp://127.0.0.1:9099", "nonsense", 9099]) {
      const page = pageWith(JSON.stringify({ firebase: { ...real, emulatorUrl } }));
      expect(readShopConfig(page).firebase).toEqual({ ...real, emulatorUrl: null });
    }
  });

  it("has no Firebase project without an API key or a project id", () => {
    for (const firebase of [
      null,
      "demo",
      { projectId: "demo-shop" },
      { apiKey: "k", projectId: 7 },
      { apiKey: " ", projectId: "p" },
    ]) {
      expect(readShopConfig(pageWith(JSON.stringify({ firebase }))).firebase).toBeNull();
    }
  });

  it("derives the auth domain from the project id when it is missing", () => {
    const page = pageWith(JSON.stringify({ firebase: { apiKey: "k", projectId: "demo-shop" } }));

    expect(readShopConfig(page).firebase?.authDomain).toBe("demo-shop.firebaseapp.com");
  });

  it("reads Stripe's publishable key and where Stripe.js comes from", () => {
    const local = { publishableKey: "pk_test_local", jsUrl: "/stripe/v3.js", local: true };
    const real = { publishableKey: "pk_live_abc", jsUrl: "https://js.stripe.com/v3/", local: false };

    expect(readShopConfig(pageWith(JSON.stringify({ stripe: local }))).stripe).toEqual(local);
    expect(readShopConfig(pageWith(JSON.stringify({ stripe: real }))).stripe).toEqual(real);
    expect(readShopConfig(pageWith(JSON.stringify({ stripe: { ...real, local: "yes" } }))).stripe).toEqual(real);
  });

  it("has no Stripe without a key or a usable script address", () => {
    for (const stripe of [
      undefined,
      null,
      "pk_test_x",
      { jsUrl: "/stripe/v3.js" },
      { publishableKey: " ", jsUrl: "/stripe/v3.js" },
      { publishableKey: "pk_test_x" },
      { publishableKey: "pk_test_x", jsUrl: "//evil.example/v3.js" },
      { publishableKey: "pk_test_x", jsUrl: "javascript:alert(1)" },
      { publishableKey: "pk_test_x", jsUrl: "stripe.js" },
    ]) {
      expect(readShopConfig(pageWith(JSON.stringify({ stripe }))).stripe).toBeNull();
    }
  });
});
