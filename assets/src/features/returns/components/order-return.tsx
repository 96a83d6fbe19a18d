import { useId, useState } from "react";
import { ErrorMessage, button } from "@/components/ui";
import { notify } from "@/lib/toast";
import { useOrderReturn } from "../api/order-return";
import { dayText } from "@/lib/format-date";
import { returnStatusText } from "../format";
import { RETURN_REQUESTED_MESSAGE, ReturnRequestDialog } from "./return-request-dialog";

/** Orders that may have, or have had, a return: the others show nothing and ask nothing. */
const RETURN_STATUSES = new Set(["delivered", "refunded"]);

type OrderReturnSectionProps = { orderId: number; status: string };

/**
 * My Order's "Returns": within the period, "Return items" (a dialog); once asked, where the
 * return stands; after the deadline, the sentence saying when it ended.
 */
export function OrderReturnSection({ orderId, status }: OrderReturnSectionProps) {
  const shown = RETURN_STATUSES.has(status);
  const info = useOrderReturn(orderId, shown);
  const [asking, setAsking] = useState(false);
  const headingId = useId();
  if (!shown || info.isPending) return null;
  if (info.isError)
    return <ErrorMessage title="We couldn't load the return" error={info.error} onRetry={() => void info.refetch()} />;

  const { data } = info;
  const ret = data.return;
  if (!ret && !data.returnable && !data.endedText) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="font-serif text-xl font-bold text-ink-950">
        Returns
      </h2>
      <div className="mt-4 space-y-3 text-ink-800">
        {ret ? (
          <>
            <p role="status" className="font-semibold text-ink-950">
              {returnStatusText(ret, data.currency)}
            </p>
            <p className="text-sm">
              {`Return ${ret.number}: ${ret.items.map((item) => `order #${item.order}`).join(", ")}.`}
            </p>
          </>
        ) : null}
        {!ret && data.returnable ? (
          <>
            <p className="text-sm">
              {data.deadline ? `You can return this order until the end of ${dayText(data.deadline)}.` : null}
            </p>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setAsking(true)}
              className={button("secondary")}
            >
              Return items
            </button>
          </>
        ) : null}
        {!ret && !data.returnable && data.endedText ? <p>{data.endedText}</p> : null}
      </div>
      {asking ? (
        <ReturnRequestDialog
          orderId={orderId}
          info={data}
          onCancel={() => setAsking(false)}
          onDone={() => {
            setAsking(false);
            void notify.success(RETURN_REQUESTED_MESSAGE);
          }}
        />
      ) : null}
    </section>
  );
}
