import { useDocumentTitle } from "@/hooks/use-document-title";
import { usePaintingMedia } from "@/features/paintings";
import { PaintingForm } from "@/features/product-admin";

export function AddPaintingPage() {
  useDocumentTitle("Add Painting");
  const media = usePaintingMedia();
  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-ink-950">Add Painting</h1>
      <p className="mt-2 text-ink-700">
        Add an original to the gallery. It is for sale as soon as it is saved: one of a kind, it is reserved while a
        customer pays and sold once they have.
      </p>
      <div className="mt-6">
        <PaintingForm media={media} />
      </div>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { AddPaintingPage as Component };
