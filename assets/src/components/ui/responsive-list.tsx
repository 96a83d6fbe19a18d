import type { ReactNode } from "react";
import { useMediaQuery } from "@/hooks/use-media-query";
import { cn } from "@/lib/cn";

/** Below Tailwind's `sm` (40rem) a table of several columns does not fit: cards instead. */
const PHONE = "(max-width: 39.98rem)";

const TABLE_FRAME = "relative overflow-x-auto rounded-2xl border border-ink-200 bg-white/80 shadow-sm";
const CARD_FRAME = "rounded-2xl border border-ink-200 bg-white p-4 shadow-sm";
const SKELETON_ROWS = 3;

export type ListColumn<T> = {
  /** The column's header (for a column of buttons, `<span className="sr-only">Actions</span>`). */
  header: ReactNode;
  /** The row's header cell (`<th scope="row">`): what the row is, which its buttons are described by. */
  rowHeader?: boolean;
  /** Right-aligned, header too (quantities, prices). */
  numeric?: boolean;
  /** The cell's classes besides its padding. */
  className?: string;
  /** The cell's id (a row header's, named by the row's buttons in aria-describedby). */
  id?: (item: T) => string;
  cell: (item: T, index: number) => ReactNode;
  /** While the list loads: the bars standing in for the cell, as tall as what will come. */
  placeholder?: ReactNode;
};

type ListProps<T> = {
  /** What the list is: the table's caption and the cards' list name (for screen readers). */
  label: string;
  /** `undefined` while they load: placeholder rows (or cards) instead. */
  items: T[] | undefined;
  itemKey: (item: T) => string | number;
  columns: ListColumn<T>[];
  /** Cells at the top of their row (the default), or in its middle (rows of one line). */
  align?: "top" | "middle";
  /** A phone's card of the item, inside `<article aria-labelledby={cardLabelId(item)}>`. */
  card: (item: T) => ReactNode;
  cardLabelId: (item: T) => string;
  /** Said to screen readers while the items load ("Loading orders…"). */
  loadingStatus?: string;
  /** A phone's placeholder card while the items load, as tall as an item's card. */
  placeholderCard?: ReactNode;
};

function ListHead<T>({ columns }: { columns: ListColumn<T>[] }) {
  return (
    <thead className="bg-ink-50 text-xs tracking-wider text-ink-600 uppercase">
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={cn("px-4 py-3", column.numeric && "text-right")}>
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A list of items: a table on wide screens, a card per item on phones (below `sm`; jsdom,
 * without matchMedia, gets the table), and while the items load the same table (or cards)
 * with placeholder rows of the final rows' size, so nothing below moves when they come.
 */
export function ResponsiveList<T>(props: ListProps<T>) {
  const phone = useMediaQuery(PHONE);
  if (props.items === undefined) return <Placeholder phone={phone} {...props} />;
  const { label, items, itemKey, columns, align = "top", card, cardLabelId } = props;
  if (phone) {
    return (
      <ul aria-label={label} className="space-y-3">
        {items.map((item) => (
          <li key={itemKey(item)}>
            <article aria-labelledby={cardLabelId(item)} className={CARD_FRAME}>
              {card(item)}
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={TABLE_FRAME}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <ListHead columns={columns} />
        <tbody className="divide-y divide-ink-100">
          {items.map((item, index) => (
            <tr key={itemKey(item)} className={align === "top" ? "align-top" : undefined}>
              {columns.map((column, columnIndex) => {
                const Cell = column.rowHeader ? "th" : "td";
                return (
                  <Cell
                    key={columnIndex}
                    scope={column.rowHeader ? "row" : undefined}
                    id={column.id?.(item)}
                    className={cn("px-4 py-3", column.numeric && "text-right", column.className)}
                  >
                    {column.cell(item, index)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Placeholder<T>({
  phone,
  columns,
  loadingStatus = "Loading…",
  placeholderCard,
}: ListProps<T> & { phone: boolean }) {
  const rows = Array.from({ length: SKELETON_ROWS }, (_, index) => index);
  const status = (
    <p role="status" className="sr-only">
      {loadingStatus}
    </p>
  );
  if (phone) {
    return (
      <div>
        {status}
        <ul aria-hidden="true" className="animate-pulse space-y-3 motion-reduce:animate-none">
          {rows.map((row) => (
            <li key={row} className={CARD_FRAME}>
              {placeholderCard}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className={TABLE_FRAME}>
      {status}
      <table className="w-full text-left text-sm">
        <ListHead columns={columns} />
        <tbody aria-hidden="true" className="animate-pulse divide-y divide-ink-100 motion-reduce:animate-none">
          {rows.map((row) => (
            <tr key={row}>
              {columns.map((column, index) => (
                <td key={index} className="px-4 py-3">
                  {column.placeholder}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
