import { Link } from "react-router-dom";
import { textLink } from "@/components/ui";
import { ProductImage } from "@/components/ui/product-image";
import type { CertificateCheck } from "../types";
import { ValidityBadge } from "./validity-badge";

/**
 * What the public page of a certificate shows: whether it is valid, its words, and the painting as
 * certified. Not valid: those words only (the page tells nothing more, whatever the reason).
 */
export function CertificateView({ check }: { check: CertificateCheck }) {
  if (!check.valid) {
    return (
      <div className="rounded-2xl border border-terracotta-200 bg-terracotta-50 px-5 py-6">
        <ValidityBadge valid={false} />
        <p className="mt-3 text-lg font-semibold text-ink-950">{check.text}</p>
        <p className="mt-2 text-sm text-ink-700">
          Check that the address is exactly the one printed under the certificate's QR code.
        </p>
      </div>
    );
  }
  const { painting } = check;
  const details = [
    ["Artist", painting.artist],
    ["Medium", painting.medium],
    ["Size", painting.size],
    ["Year", painting.year === null ? "Unknown" : String(painting.year)],
    ["Certificate", check.number],
  ];
  return (
    <article className="grid gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start">
      <ProductImage
        src={painting.imageUrl}
        alt={painting.title}
        width={800}
        height={600}
        className="h-auto w-full rounded-2xl border border-ink-200 bg-ink-50 object-contain"
      />
      <div className="min-w-0">
        <ValidityBadge valid />
        <h2 className="mt-3 font-serif text-2xl font-bold text-ink-950 [overflow-wrap:anywhere]">{painting.title}</h2>
        <p className="mt-3 text-ink-800">{check.text}</p>
        <dl className="mt-5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-600">{label}</dt>
              <dd className="font-semibold text-ink-950 [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-5 text-sm">
          <Link to={`/paintings/${painting.id}`} className={textLink}>
            See the painting in the shop
          </Link>
        </p>
      </div>
    </article>
  );
}
