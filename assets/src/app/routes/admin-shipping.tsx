import { EmptyState, ErrorMessage, Spinner } from "@/components/ui";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useShippingTables, ZoneSection } from "@/features/shipping";

/** /dashboard/shipping (admins): the zones, their countries, methods and rates; the next checkout prices with them. */
export function AdminShippingPage() {
  useDocumentTitle("Shipping");
  const tables = useShippingTables();

  let content;
  if (tables.isPending) content = <Spinner label="Loading the shipping tables…" />;
  else if (tables.isError)
    content = (
      <ErrorMessage
        error={tables.error}
        onRetry={() => void tables.refetch()}
        title="Couldn't load the shipping tables"
      />
    );
  else if (tables.data.zones.length === 0)
    content = <EmptyState message="No shipping zones yet: add them in the Django admin (Shipping zones)." />;
  else
    content = (
      <div className="space-y-10">
        {tables.data.zones.map((zone) => (
          <ZoneSection key={zone.id} zone={zone} parcelClasses={tables.data.parcelClasses} />
        ))}
      </div>
    );

  return (
    <div>
      <h1 tabIndex={-1} className="font-serif text-3xl font-bold text-ink-950 outline-none">
        Shipping
      </h1>
      <p className="mt-2 text-ink-700">
        Where the shop ships and what it costs. A country in no zone is not served. Prices are entered like the
        products&apos;: with tax when prices include it. The next checkout uses what you save here.
      </p>
      <div className="mt-6">{content}</div>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { AdminShippingPage as Component };
