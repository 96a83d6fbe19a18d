import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { textLink } from "@/components/ui";
import { useMediaQuery } from "@/hooks/use-media-query";
import { formatPrice } from "@/lib/format";
import { responsiveImage } from "@/lib/responsive-image";

/** One product of the admins' lists, whatever its kind. */
export type ProductRow = {
  id: number;
  name: string;
  /** A second line under the name (a painting's artist). */
  byline?: string;
  img: string;
  imgSrcset?: string | null;
  price: number;
  /** The stock of a tool, the state of a painting. */
  status: ReactNode;
  editTo: string;
};

type ProductListProps = {
  rows: ProductRow[];
  /** The table's caption and the cards' list name, e.g. "Tools, newest first". */
  caption: string;
  /** The status column's heading: "Stock", "State". */
  statusHeading: string;
};

function Thumbnail({ row, size }: { row: ProductRow; size: 48 | 64 }) {
  return (
    <img
      src={row.img}
      {...responsiveImage(row.imgSrcset, `${size}px`)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`${size === 48 ? "size-12" : "size-16"} max-w-none shrink-0 rounded-xl border border-ink-200 bg-ink-50 object-cover`}
    />
  );
}

function EditLink({ row }: { row: ProductRow }) {
  return (
    <Link to={row.editTo} className={textLink}>
      Edit<span className="sr-only"> {row.name}</span>
    </Link>
  );
}

function ProductsTable({ rows, caption, statusHeading }: ProductListProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-ink-200 bg-white/80 shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-50 text-xs tracking-wider text-ink-600 uppercase">
          <tr>
            <th scope="col" className="w-20 px-4 py-3">
              <span className="sr-only">Image</span>
            </th>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Price
            </th>
            <th scope="col" className="px-4 py-3">
              {statusHeading}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={row.id} className="align-middle">
              <td className="px-4 py-2">
                <Thumbnail row={row} size={48} />
              </td>
              <th scope="row" className="px-4 py-3 font-semibold text-ink-950 [overflow-wrap:anywhere]">
                {row.name}
                {row.byline ? <span className="block text-xs font-normal text-ink-600">{row.byline}</span> : null}
              </th>
              <td className="px-4 py-3 text-right whitespace-nowrap text-ink-900 tabular-nums">
                {formatPrice(row.price)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{row.status}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <EditLink row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: a card per product. */
function ProductCards({ rows, caption }: ProductListProps) {
  return (
    <ul aria-label={caption} className="space-y-3">
      {rows.map((row) => (
        <li key={row.id} className="flex gap-3 rounded-2xl border border-ink-200 bg-white p-3 shadow-sm">
          <Thumbnail row={row} size={64} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink-950 [overflow-wrap:anywhere]">{row.name}</p>
            {row.byline ? <p className="text-xs text-ink-600 [overflow-wrap:anywhere]">{row.byline}</p> : null}
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="font-semibold text-ink-900 tabular-nums">{formatPrice(row.price)}</span>
              {row.status}
            </p>
          </div>
          <div className="shrink-0 self-center text-sm">
            <EditLink row={row} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Products of one page: a table, or cards below 40rem (jsdom gets the table). */
export function ProductList(props: ProductListProps) {
  const narrow = useMediaQuery("(max-width: 39.98rem)");
  return narrow ? <ProductCards {...props} /> : <ProductsTable {...props} />;
}

/** Placeholder rows while a list loads. */
export function ProductListSkeleton({ label, count = 5 }: { label: string; count?: number }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul aria-hidden="true" className="space-y-2">
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="flex animate-pulse items-center gap-4 rounded-2xl border border-ink-200 bg-white/80 p-3 motion-reduce:animate-none"
          >
            <span className="size-12 shrink-0 rounded-xl bg-ink-100" />
            <span className="h-4 flex-1 rounded bg-ink-100" />
            <span className="h-4 w-16 rounded bg-ink-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}
