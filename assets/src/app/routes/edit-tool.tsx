import { useParams } from "react-router-dom";
import { Spinner } from "@/components/ui";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useTool } from "@/features/catalogue";
import { useToolGroupChoices } from "@/features/categories";
import { BackToProducts, ProductLoadError, ToolForm, isNotFound } from "@/features/product-admin";

export function EditToolPage() {
  const { id } = useParams();
  const tool = useTool(id);
  const { categories, brands } = useToolGroupChoices();
  useDocumentTitle(tool.isError && isNotFound(tool.error) ? "Tool not found" : "Edit tool");

  let content;
  if (tool.isPending) content = <Spinner label="Loading the tool…" />;
  else if (tool.isError)
    content = <ProductLoadError what="tool" error={tool.error} onRetry={() => void tool.refetch()} />;
  else content = <ToolForm key={tool.data._id} tool={tool.data} categories={categories} brands={brands} />;

  return (
    <div>
      <BackToProducts />
      <h1 className="mt-4 font-serif text-3xl font-bold text-ink-950">Edit tool</h1>
      <p className="mt-2 text-ink-700">Changes show in the shop as soon as they are saved.</p>
      <div className="mt-6">{content}</div>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { EditToolPage as Component };
