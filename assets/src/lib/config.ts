/**
 * Settings that Django renders into the page as
 * `<script id="shop-config" type="application/json">{...}</script>`.
 * Missing or malformed values fall back to safe defaults.
 */
export type ShopConfig = {
  currency: string;
};

export const DEFAULT_CONFIG: ShopConfig = { currency: "USD" };

const CURRENCY_CODE = /^[A-Z]{3}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function readShopConfig(doc: Document | undefined = globalThis.document): ShopConfig {
  const text = doc?.getElementById("shop-config")?.textContent;
  if (!text) return { ...DEFAULT_CONFIG };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ...DEFAULT_CONFIG };
  }
  if (!isRecord(raw)) return { ...DEFAULT_CONFIG };
  const currency =
    typeof raw.currency === "string" && CURRENCY_CODE.test(raw.currency.toUpperCase())
      ? raw.currency.toUpperCase()
      : DEFAULT_CONFIG.currency;
  return { currency };
}

let cached: ShopConfig | undefined;

/** The page's configuration, read once. */
export function getConfig(): ShopConfig {
  cached ??= readShopConfig();
  return cached;
}
