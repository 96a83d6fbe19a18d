import { useDocumentTitle } from "@/hooks/use-document-title";
import { useToolGroupChoices } from "@/features/categories";
import { ToolForm } from "@/features/product-admin";

export function AddProductPage() {
  useDocumentTitle("Add Product");
  const { categories, brands } = useToolGroupChoices();
  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-ink-950">Add Product</h1>
      <p className="mt-2 text-ink-700">
        Add a tool to the shop. It shows on the home page and in the catalogue as soon as it is saved.
      </p>
      <div className="mt-6">
        <ToolForm categories={categories} brands={brands} />
      </div>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { AddProductPage as Component };
