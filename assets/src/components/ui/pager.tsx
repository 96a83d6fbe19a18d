import { button } from "./styles";
import { cn } from "@/lib/cn";

type PagerProps = {
  /** The navigation's name, e.g. "Pages of orders". */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
};

const pagerButton = cn(button("secondary", "sm"), "disabled:cursor-not-allowed disabled:opacity-50");

/** Previous and Next around "Page x of y". */
export function Pager({ label, page, pages, onPage }: PagerProps) {
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} className={pagerButton}>
        Previous
      </button>
      <p className="text-sm text-ink-700">
        Page {Math.min(page, pages)} of {pages}
      </p>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages} className={pagerButton}>
        Next
      </button>
    </nav>
  );
}
