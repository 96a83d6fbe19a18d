import { Link } from "react-router-dom";
import { ErrorMessage, button, textLink } from "@/components/ui";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";

export const PRODUCTS_PATH = "/dashboard/products";

/** The way back from a product's page to the products. */
export function BackToProducts() {
  return (
    <p>
      <Link to={PRODUCTS_PATH} className={textLink}>
        ← Products
      </Link>
    </p>
  );
}

/** An edit page whose product did not load: not found (404), or a failure to try again. */
export function ProductLoadError({
  what,
  error,
  onRetry,
}: {
  what: "tool" | "painting";
  error: unknown;
  onRetry: () => void;
}) {
  if (isApiError(error) && error.status === 404) {
    return (
      <div className="rounded-2xl border border-dashed border-ink-300 bg-white/60 px-6 py-10 text-center">
        <h2 className="font-serif text-2xl font-bold text-ink-950">We couldn&apos;t find that {what}</h2>
        <p className="mt-2 text-ink-700">The link may be wrong, or the {what} is no longer in the shop.</p>
        <Link to={PRODUCTS_PATH} className={cn(button("secondary"), "mt-5")}>
          Back to Products
        </Link>
      </div>
    );
  }
  return <ErrorMessage title={`Couldn't load the ${what}`} error={error} onRetry={onRetry} />;
}

/** Whether a failed load means the product is not there (for the page's title). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
