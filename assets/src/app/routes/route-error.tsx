import { Link, isRouteErrorResponse, useRouteError } from "react-router-dom";
import { button } from "@/components/ui";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { NotFoundPage } from "./not-found";

/** The router's error boundary: a 404 answer shows the 404 page, anything else a way out. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle("Something went wrong");
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold text-ink-950">Something went wrong</h1>
      <p className="mt-4 text-ink-700">
        This page could not be shown. If the shop was just updated, reloading the page usually helps.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={button()} onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to="/" className={button("secondary")}>
          Back to home
        </Link>
      </div>
    </div>
  );
}
