import { Link } from "react-router-dom";
import { focusRing } from "@/components/ui";

const LINK = `rounded-sm font-semibold text-ink-700 underline-offset-4 hover:text-terracotta-800 hover:underline ${focusRing}`;

function Separator() {
  return (
    <span aria-hidden="true" className="text-ink-600">
      /
    </span>
  );
}

/** Home / Paintings / <title>: where the painting's page is; the title is the current page (none while it loads). */
export function PaintingBreadcrumb({ title }: { title?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="min-h-6 text-sm">
      <ol className="flex min-w-0 items-center gap-2">
        <li className="flex shrink-0 items-center gap-2">
          <Link to="/" className={LINK}>
            Home
          </Link>
          <Separator />
        </li>
        <li className="flex shrink-0 items-center gap-2">
          <Link to="/paintings" className={LINK}>
            Paintings
          </Link>
          {title === undefined ? null : <Separator />}
        </li>
        {title === undefined ? null : (
          <li className="min-w-0 truncate text-ink-800">
            <span aria-current="page">{title}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
