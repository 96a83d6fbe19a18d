import type { ReactNode } from "react";
import { formatDateTime } from "@/lib/format-date";
import type { OrderEvent } from "@/types/order";

type OrderTimelineProps = {
  history: OrderEvent[];
  /** What a step says, in the reader's words (the customer's or the staff's). */
  title: (event: OrderEvent) => ReactNode;
  /** Who took the step, shown after the time ("You"); none when the title says it. */
  by?: (event: OrderEvent) => string;
  labelledBy?: string;
};

/** An order's steps, oldest first, as an ordered list: what happened, when, and who did it. */
export function OrderTimeline({ history, title, by, labelledBy }: OrderTimelineProps) {
  return (
    <ol aria-labelledby={labelledBy} className="relative space-y-4 border-l-2 border-ink-200 pl-5">
      {history.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full border-2 border-white bg-terracotta-700"
          />
          <p className="font-semibold text-ink-950">{title(event)}</p>
          <p className="text-sm text-ink-700">
            <time dateTime={event.at}>{formatDateTime(event.at, event.at)}</time>
            {by ? ` · ${by(event)}` : null}
          </p>
          {event.note ? <p className="mt-1 text-sm text-ink-800">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
