import { ResponsiveList, button, type ListColumn } from "@/components/ui";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";
import type { ModerationReview } from "../types";
import { FoldedReview } from "./folded-review";

type ModerationListProps = {
  reviews: ModerationReview[];
  /** The review being hidden or shown, if one is. */
  busyId: number | null;
  disabled: boolean;
  onToggle: (review: ModerationReview) => void;
};

type Actions = Omit<ModerationListProps, "reviews">;

const nameId = (review: ModerationReview) => `review-${review._id}-name`;

function postedOn(createdAt: string): string | null {
  return formatDate(createdAt, "") || null;
}

function StateBadge({ hidden }: { hidden: boolean }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        hidden ? "bg-ochre-100 text-ink-900" : "bg-sage-100 text-sage-800",
      )}
    >
      {hidden ? "Hidden" : "Visible"}
    </span>
  );
}

/** Hide (a visible review) or Show (a hidden one); described by the review's name. */
function ToggleButton({ review, busyId, disabled, onToggle }: Actions & { review: ModerationReview }) {
  const pending = busyId === review._id;
  return (
    <button
      type="button"
      aria-describedby={nameId(review)}
      disabled={disabled}
      onClick={() => onToggle(review)}
      className={cn(
        button(review.hidden ? "primary" : "secondary", "xs"),
        "whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60",
      )}
    >
      {pending ? (review.hidden ? "Showing…" : "Hiding…") : review.hidden ? "Show" : "Hide"}
    </button>
  );
}

function columns(actions: Actions): ListColumn<ModerationReview>[] {
  return [
    {
      header: "Name",
      rowHeader: true,
      id: nameId,
      className: "font-medium text-ink-950 [overflow-wrap:anywhere]",
      cell: (review) => review.name,
    },
    {
      header: "Review",
      className: "min-w-48 text-ink-800",
      cell: (review) => <FoldedReview text={review.review} describedBy={nameId(review)} />,
    },
    {
      header: "Author",
      className: "text-ink-700 [overflow-wrap:anywhere]",
      cell: (review) => {
        const date = postedOn(review.createdAt);
        return (
          <>
            {review.author ?? "—"}
            {date ? <span className="mt-0.5 block text-xs text-ink-500">{date}</span> : null}
          </>
        );
      },
    },
    { header: "State", cell: (review) => <StateBadge hidden={review.hidden} /> },
    {
      header: <span className="sr-only">Action</span>,
      className: "text-right",
      cell: (review) => <ToggleButton review={review} {...actions} />,
    },
  ];
}

/** Phones: one card per review, its state and action in view, no sideways scrolling. */
function ReviewCard({ review, ...actions }: Actions & { review: ModerationReview }) {
  const date = postedOn(review.createdAt);
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <h2 id={nameId(review)} className="font-semibold text-ink-950 [overflow-wrap:anywhere]">
          {review.name}
        </h2>
        <StateBadge hidden={review.hidden} />
      </div>
      <div className="mt-2 text-sm text-ink-800">
        <FoldedReview text={review.review} describedBy={nameId(review)} />
      </div>
      <p className="mt-2 text-xs text-ink-600 [overflow-wrap:anywhere]">
        {review.author ?? "—"}
        {date ? ` · ${date}` : ""}
      </p>
      <div className="mt-3">
        <ToggleButton review={review} {...actions} />
      </div>
    </>
  );
}

/** Every review, with its author and whether it shows on the shop, and Hide or Show. */
export function ModerationList({ reviews, ...actions }: ModerationListProps) {
  return (
    <ResponsiveList
      label="Every review, with its author and whether it shows on the shop"
      items={reviews}
      itemKey={(review) => review._id}
      columns={columns(actions)}
      card={(review) => <ReviewCard review={review} {...actions} />}
      cardLabelId={nameId}
    />
  );
}
