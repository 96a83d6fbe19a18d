import { useState } from "react";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { BrandManager, CategoryManager, ChangeNotice, type Notice } from "@/features/categories";

/** /dashboard/categories (admins): the categories' tree and the brands that tools are filed under. */
export function AdminCategoriesPage() {
  useDocumentTitle("Categories and brands");
  const [notice, setNotice] = useState<Notice | null>(null);
  const report = (kind: Notice["kind"], text: string) =>
    setNotice((last) => ({ kind, text, key: (last?.key ?? 0) + 1 }));

  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-ink-950">Categories and brands</h1>
      <p className="mt-2 text-ink-700">
        What the shop&apos;s tools are filed under. Categories go at most three levels deep; a category or a brand can
        be deleted once no tool has it.
      </p>
      <div className="mt-4">
        <ChangeNotice notice={notice} />
      </div>
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <CategoryManager report={report} />
        <BrandManager report={report} />
      </div>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { AdminCategoriesPage as Component };
