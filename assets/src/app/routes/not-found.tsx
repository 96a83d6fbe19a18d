import { Link } from "react-router-dom";
import { button } from "@/components/ui";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { cn } from "@/lib/cn";

export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p aria-hidden="true" className="font-serif text-8xl font-bold text-terracotta-200">
        404
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-ink-950">
        Sorry the page you're looking for dosen't exist.
      </h1>
      <Link to="/" className={cn(button(), "mt-8")}>
        Back to home
      </Link>
    </div>
  );
}
