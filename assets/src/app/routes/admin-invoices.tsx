import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { textLink } from "@/components/ui";
import { MonthBooks, isMonth, monthName, monthOf } from "@/features/documents";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useQueryString } from "@/hooks/use-query-string";

const MONTH_INPUT =
  "mt-1.5 block w-full rounded-xl border border-ink-300 bg-white px-4 py-2.5 text-ink-950 shadow-sm focus:outline-3 focus:outline-offset-1 focus:outline-ultramarine-600 sm:w-56";

/** Admin "Invoices": the month's invoices and credit notes, their totals and the CSV (?month=YYYY-MM, this month by default). */
export function AdminInvoicesPage() {
  useDocumentTitle("Invoices");
  const [searchParams, updateQuery] = useQueryString();
  const asked = searchParams.get("month") ?? "";
  const month = isMonth(asked) ? asked : monthOf(new Date());
  const monthId = useId();
  const hintId = useId();
  // What is typed where the browser has no month picker (a text box): the month changes
  // once it reads as one, and leaving the box half typed puts back the month shown.
  const [draft, setDraft] = useState<string | null>(null);

  const setMonth = (value: string) => {
    if (isMonth(value)) {
      setDraft(null);
      updateQuery((params) => params.set("month", value), { replace: true });
    } else {
      setDraft(value);
    }
  };

  return (
    <div>
      <p>
        <Link to="/dashboard/orders" className={textLink}>
          ← All orders
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-ink-950">Invoices</h1>
      <p className="mt-2 text-ink-700">
        Every invoice and credit note issued in a month, for the accountant: credit notes count negative.
      </p>
      <div className="mt-6">
        <label htmlFor={monthId} className="block text-sm font-semibold text-ink-900">
          Month
        </label>
        <input
          id={monthId}
          type="month"
          value={draft ?? month}
          onChange={(event) => setMonth(event.target.value)}
          onBlur={() => setDraft(null)}
          placeholder="YYYY-MM"
          aria-describedby={hintId}
          className={MONTH_INPUT}
        />
        <p id={hintId} className="mt-1 text-sm text-ink-600">
          {`Showing ${monthName(month)}.`}
        </p>
      </div>
      <section aria-label={monthName(month)} className="mt-6">
        <MonthBooks month={month} />
      </section>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { AdminInvoicesPage as Component };
