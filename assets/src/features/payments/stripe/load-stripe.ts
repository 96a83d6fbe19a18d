/**
 * Stripe.js, loaded on the payment page only (never part of the home page's JavaScript).
 *
 * The page's config says where Stripe.js comes from: Stripe's CDN with real keys, or the
 * shop's own `/stripe/v3.js` locally (localstripe's Stripe.js plus our compatibility
 * patches). We add that one `<script>` ourselves and wait for `window.Stripe`; then
 * `loadStripe` (the "pure" build: it injects no script of its own, at import or later)
 * finds `window.Stripe` on the page and uses it. One code path for Stripe and localstripe.
 *
 * Tests mock this module (`jest.mock("@/features/payments/stripe/load-stripe")`).
 */
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import type { StripeConfig } from "@/lib/config";

/** Marks the one `<script>` this module adds. */
export const STRIPE_SCRIPT_ATTRIBUTE = "data-shop-stripe-js";

export const STRIPE_LOAD_FAILED = "Stripe.js did not load";

let loading: { key: string; promise: Promise<Stripe> } | null = null;

/** Adds `<script src={url}>` (once) and resolves when it has defined `window.Stripe`. */
function injectStripeJs(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (window.Stripe) {
      resolve();
      return;
    }
    // A script left by a failed attempt (offline) is replaced: it never fires `load` again.
    document.querySelector(`script[${STRIPE_SCRIPT_ATTRIBUTE}]`)?.remove();
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.setAttribute(STRIPE_SCRIPT_ATTRIBUTE, "");
    script.addEventListener("load", () => {
      if (window.Stripe) resolve();
      else reject(new Error(`${STRIPE_LOAD_FAILED}: ${url} defined no window.Stripe`));
    });
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error(`${STRIPE_LOAD_FAILED} from ${url}`));
    });
    (document.head ?? document.body).append(script);
  });
}

/**
 * The Stripe object for the configured key, loading Stripe.js first if needed. Shared by
 * every caller (one script, one Stripe instance); after a failure the next call tries again.
 */
export function loadStripeJs(config: StripeConfig): Promise<Stripe> {
  if (loading?.key === config.publishableKey) return loading.promise;
  const promise = injectStripeJs(config.jsUrl)
    .then(() => loadStripe(config.publishableKey))
    .then((stripe) => {
      if (!stripe) throw new Error(STRIPE_LOAD_FAILED);
      return stripe;
    })
    .catch((error: unknown) => {
      if (loading?.promise === promise) loading = null;
      throw error;
    });
  loading = { key: config.publishableKey, promise };
  return promise;
}
