import { useDocumentTitle } from "@/hooks/use-document-title";
import { readPage, useQueryString } from "@/hooks/use-query-string";
import { useToolsPage, type Tool } from "@/features/catalogue";
import { PaintingStateBadge, paintingStateAt, usePaintingsPage, type Painting } from "@/features/paintings";
import { PRODUCTS_PAGE_SIZE, ProductListSection, type ProductRow } from "@/features/product-admin";

function stockLabel(quantity: number) {
  return quantity > 0 ? (
    <span className="text-ink-800 tabular-nums">{`${quantity} in stock`}</span>
  ) : (
    <span className="font-semibold text-red-700">Sold out</span>
  );
}

const toolRow = (tool: Tool): ProductRow => ({
  id: tool._id,
  name: tool.name,
  img: tool.img,
  imgSrcset: tool.imgSrcset,
  price: tool.price,
  status: stockLabel(tool.availableQuantity),
  editTo: `/dashboard/editproduct/${tool._id}`,
});

const paintingRow = (painting: Painting): ProductRow => ({
  id: painting._id,
  name: painting.title,
  byline: painting.artist,
  img: painting.img,
  imgSrcset: painting.imgSrcset,
  price: painting.price,
  status: <PaintingStateBadge state={paintingStateAt(painting)} />,
  editTo: `/dashboard/editpainting/${painting._id}`,
});

export function AdminProductsPage() {
  useDocumentTitle("Products");
  const [params, updateQuery] = useQueryString();
  const toolsPage = readPage(params.get("tools"));
  const paintingsPage = readPage(params.get("paintings"));
  const tools = useToolsPage(PRODUCTS_PAGE_SIZE, (toolsPage - 1) * PRODUCTS_PAGE_SIZE);
  const paintings = usePaintingsPage(PRODUCTS_PAGE_SIZE, (paintingsPage - 1) * PRODUCTS_PAGE_SIZE);

  /** Each list's page is in the URL (`?tools=2&paintings=3`): back and forth, and links, keep it. */
  const setPage = (name: "tools" | "paintings") => (page: number) =>
    updateQuery((query) => {
      if (page > 1) query.set(name, String(page));
      else query.delete(name);
    });

  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-ink-950">Products</h1>
      <p className="mt-2 text-ink-700">
        The tools and the paintings of the shop, newest first. A painting&apos;s state follows its orders.
      </p>
      <ProductListSection
        id="tools-heading"
        title="Tools"
        singular="tool"
        plural="tools"
        statusHeading="Stock"
        query={tools}
        rows={tools.data?.results.map(toolRow) ?? []}
        page={toolsPage}
        onPage={setPage("tools")}
        add={{ to: "/dashboard/addproduct", label: "Add a tool" }}
      />
      {/* Below the tools once they have come (or failed), so they never push it down (CLS 0). */}
      {tools.isPending ? null : (
        <ProductListSection
          id="paintings-heading"
          title="Paintings"
          singular="painting"
          plural="paintings"
          statusHeading="State"
          query={paintings}
          rows={paintings.data?.results.map(paintingRow) ?? []}
          page={paintingsPage}
          onPage={setPage("paintings")}
          add={{ to: "/dashboard/addpainting", label: "Add a painting" }}
        />
      )}
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { AdminProductsPage as Component };
