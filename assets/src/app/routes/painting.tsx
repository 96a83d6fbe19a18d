import { Suspense, lazy, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useParams } from "react-router-dom";
import { ErrorMessage, Spinner, button } from "@/components/ui";
import { useAuth } from "@/features/auth";
import { PaintingProvenance } from "@/features/certificates";
import { useCountries, useLastDeliveryAddress, usePaintingHold } from "@/features/orders";
import {
  MoreByArtist,
  PaintingBreadcrumb,
  PaintingDetails,
  PaintingDetailsSkeleton,
  PaintingPurchase,
  PaintingShipping,
  PaintingViewer,
  PaintingViewerSkeleton,
  paintingIdOf,
  usePainting,
  usePaintingState,
  type Painting,
} from "@/features/paintings";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { isApiError } from "@/lib/api-client";
import { getConfig } from "@/lib/config";
import { NotFoundPage } from "./not-found";
import { cn } from "@/lib/cn";

// Its own chunk, fetched when asked for: no other page carries it.
const WallPreview = lazy(() =>
  import(/* webpackChunkName: "wall-preview" */ "@/features/wall-preview").then((module) => ({
    default: module.WallPreview,
  })),
);

/** The page's frame: the breadcrumb (the title once known), then the picture beside the details. */
function Shell({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-10 sm:px-6 sm:pt-6 lg:px-8">
      <PaintingBreadcrumb title={title} />
      <div className="mt-4 grid gap-10 sm:mt-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">{children}</div>
    </div>
  );
}

/** Once the wall preview is on screen: its heading takes the focus (the preview itself if it has none). */
function FocusOnShow({ container }: { container: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const heading = container.current?.querySelector<HTMLElement>("h1, h2, h3, h4");
    if (heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    (heading ?? container.current)?.focus();
  }, [container]);
  return null;
}

function WallPreviewButton({
  open,
  onToggle,
  buttonRef,
}: {
  open: boolean;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      aria-controls="wall-preview"
      onClick={onToggle}
      className={cn(button("secondary"), "mt-8")}
    >
      See it on your wall
    </button>
  );
}

/** The opened preview: a full-width row under the picture and the details, so the photo is large on a computer. */
function WallPreviewPanel({
  painting,
  open,
  onClose,
  containerRef,
}: {
  painting: Painting;
  open: boolean;
  onClose: () => void;
  containerRef: RefObject<HTMLDivElement | null>;
}) {
  const { title, artist, img, widthCm, heightCm, framed } = painting;
  return (
    <div id="wall-preview" ref={containerRef} tabIndex={-1} hidden={!open} className="outline-none md:col-span-2">
      {open ? (
        <Suspense fallback={<Spinner label="Loading the wall preview…" />}>
          <WallPreview painting={{ title, artist, img, widthCm, heightCm, framed }} onClose={onClose} />
          <FocusOnShow container={containerRef} />
        </Suspense>
      ) : null}
    </div>
  );
}

function PaintingView({ painting }: { painting: Painting }) {
  useDocumentTitle(painting.title);
  const { user } = useAuth();
  const state = usePaintingState(painting) ?? painting.state;
  // Only a signed-in customer looking at a reserved painting may be the one holding it.
  const hold = usePaintingHold(state === "reserved" ? user?.email : undefined, painting._id);
  const [wallOpen, setWallOpen] = useState(false);
  const wallButton = useRef<HTMLButtonElement>(null);
  const wallPanel = useRef<HTMLDivElement>(null);
  const closeWall = () => {
    setWallOpen(false);
    wallButton.current?.focus();
  };
  return (
    <Shell title={painting.title}>
      <PaintingViewer painting={painting} />
      <div>
        <PaintingDetails painting={painting} state={state}>
          <PaintingPurchase painting={painting} state={state} signedIn={Boolean(user)} ownOrderId={hold?._id} />
        </PaintingDetails>
        <WallPreviewButton
          open={wallOpen}
          onToggle={() => (wallOpen ? closeWall() : setWallOpen(true))}
          buttonRef={wallButton}
        />
        {state === "sold" ? (
          <PaintingProvenance paintingId={painting._id} />
        ) : (
          <ShippingFor paintingId={painting._id} signedIn={Boolean(user)} />
        )}
      </div>
      <WallPreviewPanel painting={painting} open={wallOpen} onClose={closeWall} containerRef={wallPanel} />
      <MoreByArtist painting={painting} />
    </Shell>
  );
}

/** What shipping this painting costs, to the customer's last delivery country at first, and how long returns may wait. */
function ShippingFor({ paintingId, signedIn }: { paintingId: number; signedIn: boolean }) {
  const countries = useCountries();
  const last = useLastDeliveryAddress({ enabled: signedIn });
  if (!countries.data || (signedIn && last.isPending)) return null;
  return (
    <PaintingShipping
      paintingId={paintingId}
      countries={countries.data}
      initialCountry={last.data?.country ?? ""}
      returnDays={getConfig().returnDays}
    />
  );
}

function Loading() {
  useDocumentTitle("Painting");
  return (
    <Shell>
      <PaintingViewerSkeleton />
      <div>
        <p role="status" className="sr-only">
          Loading the painting…
        </p>
        <PaintingDetailsSkeleton />
      </div>
    </Shell>
  );
}

export function PaintingPage() {
  const id = paintingIdOf(useParams().paintingId);
  const query = usePainting(id);

  if (!id || (isApiError(query.error) && query.error.status === 404)) return <NotFoundPage />;
  if (query.data) return <PaintingView painting={query.data} />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <ErrorMessage title="We couldn't load this painting" error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <Loading />;
}

// The router's lazy route takes this module's `Component`.
export { PaintingPage as Component };
