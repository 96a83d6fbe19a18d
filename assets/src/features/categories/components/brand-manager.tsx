import { useState } from "react";
import { EmptyState, ErrorMessage, Spinner } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/api-client";
import { useBrands } from "../api/get-lists";
import { useAddBrand, useDeleteBrand, useUpdateBrand } from "../api/manage";
import type { Brand } from "../types";
import { GroupForm } from "./group-form";
import { GroupRow } from "./group-row";

type Report = (kind: "done" | "refused", text: string) => void;

/** The shop's brands (each with its tool count): add, rename and delete them. */
export function BrandManager({ report }: { report: Report }) {
  const brands = useBrands();
  const add = useAddBrand();
  const update = useUpdateBrand();
  const remove = useDeleteBrand();
  const [renaming, setRenaming] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Brand | null>(null);

  if (brands.isPending) return <Spinner label="Loading the brands…" />;
  if (brands.isError)
    return (
      <ErrorMessage title="We couldn't load the brands" error={brands.error} onRetry={() => void brands.refetch()} />
    );

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete._id);
      report("done", `Deleted the brand “${toDelete.name}”.`);
    } catch (error) {
      report("refused", `“${toDelete.name}” was not deleted. ${errorMessage(error)}`);
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section aria-labelledby="brands-heading" className="space-y-4">
      <h2 id="brands-heading" className="font-serif text-2xl font-bold text-ink-950">
        Brands
      </h2>
      <div className="rounded-2xl border border-ink-200 bg-white/80 p-4">
        <h3 className="mb-3 font-semibold text-ink-900">Add brand</h3>
        <GroupForm
          label="Add brand"
          defaults={{ name: "", parent: "" }}
          withName
          submitLabel="Add brand"
          resetOnSave
          onSave={async ({ name }) => {
            const made = await add.mutateAsync({ name });
            report("done", `Added the brand “${made.name}”.`);
          }}
        />
      </div>
      {brands.data.length === 0 ? (
        <EmptyState message="No brands yet." />
      ) : (
        <ul aria-label="Brands" className="divide-y divide-ink-200">
          {brands.data.map((brand) => (
            <GroupRow
              key={brand._id}
              name={brand.name}
              toolCount={brand.toolCount}
              editing={
                renaming === brand._id ? (
                  <GroupForm
                    label={`Rename ${brand.name}`}
                    defaults={{ name: brand.name, parent: "" }}
                    withName
                    submitLabel="Save name"
                    onCancel={() => setRenaming(null)}
                    onSave={async ({ name }) => {
                      await update.mutateAsync({ id: brand._id, name });
                      setRenaming(null);
                      report("done", `Renamed “${brand.name}” to “${name}”.`);
                    }}
                  />
                ) : undefined
              }
              actions={[
                { label: "Rename", onClick: () => setRenaming(brand._id) },
                { label: "Delete", onClick: () => setToDelete(brand) },
              ]}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete the brand “${toDelete?.name ?? ""}”?`}
        description="Only a brand no tool has can be deleted."
        confirmLabel="Delete brand"
        cancelLabel="Keep it"
        busy={remove.isPending}
        busyLabel="Deleting…"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
