import type { StripeConfig } from "@/lib/config";

const CONFIG: StripeConfig = { publishableKey: "pk_local_shop", jsUrl: "/stripe/v3.js", local: true };

type Loader = typeof import("./load-stripe");

/** A fresh copy of the loader and of @stripe/stripe-js (each caches what it loaded). */
function freshLoader(): Loader {
  let loader: Loader | undefined;
  jest.isolateModules(() => {
    loader = jest.requireActual<Loader>("./load-stripe");
  });
  return loader as Loader;
}

function stripeScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>("script")];
}

/** What running Stripe.js does: define window.Stripe, then the script's load event. */
function runScript(script: HTMLScriptElement, instance: object) {
  window.Stripe = jest.fn(() => instance) as unknown as typeof window.Stripe;
  script.dispatchEvent(new Event("load"));
}

afterEach(() => {
  delete window.Stripe;
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("loadStripeJs", () => {
  it("adds one <script> for the configured Stripe.js, waits for window.Stripe, then makes the Stripe object", async () => {
    const { loadStripeJs, STRIPE_SCRIPT_ATTRIBUTE } = freshLoader();
    const instance = { elements: jest.fn() };

    const first = loadStripeJs(CONFIG);
    const second = loadStripeJs(CONFIG);

    expect(second).toBe(first);
    const scripts = stripeScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute("src", "/stripe/v3.js");
    expect(scripts[0]).toHaveAttribute(STRIPE_SCRIPT_ATTRIBUTE);
    expect(scripts[0]?.async).toBe(true);

    runScript(scripts[0] as HTMLScriptElement, instance);

    await expect(first).resolves.toBe(instance);
    expect(window.Stripe).toHaveBeenCalledTimes(1);
    expect(window.Stripe).toHaveBeenCalledWith("pk_local_shop");
    // Nothing else was injected (no script of js.stripe.com's own).
    expect(stripeScripts()).toHaveLength(1);
    await expect(loadStripeJs(CONFIG)).resolves.toBe(instance);
  });

  it("uses the Stripe.js already on the page without adding a script", async () => {
    const { loadStripeJs } = freshLoader();
    const instance = { elements: jest.fn() };
    window.Stripe = jest.fn(() => instance) as unknown as typeof window.Stripe;

    await expect(loadStripeJs({ ...CONFIG, jsUrl: "https://js.stripe.com/v3/" })).resolves.toBe(instance);
    expect(stripeScripts()).toHaveLength(0);
  });

  it("fails when the script does not load, and tries again with a new script next time", async () => {
    const { loadStripeJs } = freshLoader();

    const failed = loadStripeJs(CONFIG);
    stripeScripts()[0]?.dispatchEvent(new Event("error"));

    await expect(failed).rejects.toThrow("Stripe.js did not load from /stripe/v3.js");
    expect(stripeScripts()).toHaveLength(0);

    const instance = { elements: jest.fn() };
    const retried = loadStripeJs(CONFIG);
    expect(retried).not.toBe(failed);
    expect(stripeScripts()).toHaveLength(1);
    runScript(stripeScripts()[0] as HTMLScriptElement, instance);
    await expect(retried).resolves.toBe(instance);
  });

  it("fails when the script defines no window.Stripe", async () => {
    const { loadStripeJs } = freshLoader();

    const loading = loadStripeJs(CONFIG);
    stripeScripts()[0]?.dispatchEvent(new Event("load"));

    await expect(loading).rejects.toThrow("defined no window.Stripe");
  });
});
