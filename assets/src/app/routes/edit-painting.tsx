import { useParams } from "react-router-dom";
import { Spinner } from "@/components/ui";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { formatDateTime } from "@/lib/format-date";
import {
  PaintingStateBadge,
  paintingStateAt,
  usePainting,
  usePaintingMedia,
  type Painting,
} from "@/features/paintings";
import { BackToProducts, PaintingForm, ProductLoadError, isNotFound } from "@/features/product-admin";

/** The painting's state, read only: its orders decide it. */
function PaintingState({ painting }: { painting: Painting }) {
  const state = paintingStateAt(painting);
  return (
    <section
      aria-labelledby="painting-state-heading"
      className="mb-6 max-w-2xl rounded-2xl border border-ink-200 bg-white/80 p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="painting-state-heading" className="font-serif text-xl font-bold text-ink-950">
          State
        </h2>
        <PaintingStateBadge state={state} />
        {state === "reserved" && painting.reservedUntil ? (
          <span className="text-sm text-ink-700">until {formatDateTime(painting.reservedUntil)}</span>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-ink-700">
        The state comes from orders: a painting is reserved while a customer&apos;s order waits for payment, and sold
        once it is paid. It can&apos;t be changed here.
      </p>
    </section>
  );
}

export function EditPaintingPage() {
  const { id } = useParams();
  const painting = usePainting(id);
  const media = usePaintingMedia();
  useDocumentTitle(painting.isError && isNotFound(painting.error) ? "Painting not found" : "Edit painting");

  let content;
  if (painting.isPending) content = <Spinner label="Loading the painting…" />;
  else if (painting.isError)
    content = <ProductLoadError what="painting" error={painting.error} onRetry={() => void painting.refetch()} />;
  else
    content = (
      <>
        <PaintingState painting={painting.data} />
        <PaintingForm key={painting.data._id} painting={painting.data} media={media} />
      </>
    );

  return (
    <div>
      <BackToProducts />
      <h1 className="mt-4 font-serif text-3xl font-bold text-ink-950">Edit painting</h1>
      <p className="mt-2 text-ink-700">Changes show in the gallery as soon as they are saved.</p>
      <div className="mt-6">{content}</div>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { EditPaintingPage as Component };
