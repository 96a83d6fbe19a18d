import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { isZero, money, percent } from "../money";
import type { MoneyLine, PriceBreakdown } from "../types";

function Row({ label, value, total = false }: { label: ReactNode; value: string; total?: boolean }) {
  return (
    <div
      className={cn(
        // The figure moves under its label when both do not fit on one line (a long name, a
        // large total on a phone): neither breaks inside a word.
        "flex flex-wrap items-baseline justify-between gap-x-3",
        total && "mt-3 border-t border-ink-200 pt-3 text-base font-semibold text-ink-950",
      )}
    >
      <dt className="min-w-0 [overflow-wrap:anywhere]">{label}</dt>
      <dd className={cn("ml-auto tabular-nums", total ? "text-2xl font-bold text-terracotta-800" : "text-ink-950")}>
        {value}
      </dd>
    </div>
  );
}

/**
 * A price as the customer reads it: each order's line, the shipping, the total, and the tax
 * the way the shop states it. Prices including tax show gross amounts and "Includes VAT 20%:
 * €x" per rate; prices excluding it show net amounts and a "Tax 8.25%" line per rate before
 * the total; an export says it carries none.
 */
export function PriceLines({ breakdown, shippingLabel }: { breakdown: PriceBreakdown; shippingLabel: string }) {
  const { currency, pricesIncludeTax: included, taxedIn } = breakdown;
  const shown = (line: MoneyLine) => (included ? line.gross : line.net);
  const taxed = breakdown.taxes.filter((total) => !isZero(total.tax));
  const shipping = shown(breakdown.shipping);
  return (
    <div className="text-sm text-ink-800">
      <dl className="space-y-2">
        {breakdown.lines.map((line) => (
          <Row key={line._id} label={`${line.itemName} × ${line.quantity}`} value={money(shown(line), currency)} />
        ))}
        <Row label={shippingLabel} value={isZero(shipping) ? "Free" : money(shipping, currency)} />
        {included
          ? null
          : taxed.map((total) => (
              <Row key={total.rate} label={`Tax ${percent(total.rate)}`} value={money(total.tax, currency)} />
            ))}
        <Row
          total
          label={
            <>
              Total
              {included && taxed.length > 0 ? (
                <span className="ml-2 inline-block text-sm font-normal whitespace-nowrap text-ink-600">incl. VAT</span>
              ) : null}
            </>
          }
          value={money(breakdown.total, currency)}
        />
      </dl>
      {included
        ? taxed.map((total) => (
            <p key={total.rate} className="mt-1 text-ink-600">
              {`Includes VAT ${percent(total.rate)}: ${money(total.tax, currency)}`}
            </p>
          ))
        : null}
      {taxedIn === null ? (
        <p className="mt-1 text-ink-600">
          {`No ${included ? "VAT" : "tax"}: an export. Import taxes or duties, if any, are due on arrival.`}
        </p>
      ) : null}
    </div>
  );
}
