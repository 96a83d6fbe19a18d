import { useState } from "react";
import { EmptyState, ErrorMessage, Spinner } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/api-client";
import { useCategories } from "../api/get-lists";
import { useAddCategory, useDeleteCategory, useUpdateCategory } from "../api/manage";
import type { Category } from "../types";
import { GroupForm, type GroupValues, type ParentChoice } from "./group-form";
import { GroupRow } from "./group-row";

type Report = (kind: "done" | "refused", text: string) => void;

/** The category and every one below it (the list is depth first: they follow it). */
function withDescendants(categories: Category[], id: number): Set<number> {
  const ids = new Set([id]);
  for (const category of categories) {
    if (category.parent !== null && ids.has(category.parent)) ids.add(category._id);
  }
  return ids;
}

/** Where a category can go: a category of depth 1 or 2 (three levels at most), never itself or below itself. */
function parentChoices(categories: Category[], moving?: Category): ParentChoice[] {
  const excluded = moving ? withDescendants(categories, moving._id) : new Set<number>();
  return categories
    .filter((category) => category.depth < 3 && !excluded.has(category._id))
    .map((category) => ({ value: String(category._id), label: category.path }));
}

const parentOf = (values: GroupValues): number | null => (values.parent ? Number(values.parent) : null);

/** The shop's categories as a tree (each with its tool count): add, rename, move and delete them. */
export function CategoryManager({ report }: { report: Report }) {
  const categories = useCategories();
  const add = useAddCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<{ id: number; mode: "rename" | "move" } | null>(null);
  const [toDelete, setToDelete] = useState<Category | null>(null);

  if (categories.isPending) return <Spinner label="Loading the categories…" />;
  if (categories.isError)
    return (
      <ErrorMessage
        title="We couldn't load the categories"
        error={categories.error}
        onRetry={() => void categories.refetch()}
      />
    );
  const all = categories.data;
  const nameOf = (id: number | null) => all.find((category) => category._id === id)?.path ?? "the top level";

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete._id);
      report("done", `Deleted the category “${toDelete.name}”.`);
    } catch (error) {
      report("refused", `“${toDelete.name}” was not deleted. ${errorMessage(error)}`);
    } finally {
      setToDelete(null);
    }
  };

  const editor = (category: Category) => {
    if (editing?.id !== category._id) return undefined;
    const close = () => setEditing(null);
    if (editing.mode === "rename")
      return (
        <GroupForm
          label={`Rename ${category.name}`}
          defaults={{ name: category.name, parent: "" }}
          withName
          submitLabel="Save name"
          onCancel={close}
          onSave={async ({ name }) => {
            await update.mutateAsync({ id: category._id, name });
            close();
            report("done", `Renamed “${category.name}” to “${name}”.`);
          }}
        />
      );
    return (
      <GroupForm
        label={`Move ${category.name}`}
        defaults={{ name: "", parent: category.parent === null ? "" : String(category.parent) }}
        withName={false}
        parents={parentChoices(all, category)}
        submitLabel="Move"
        onCancel={close}
        onSave={async (values) => {
          const parent = parentOf(values);
          await update.mutateAsync({ id: category._id, parent });
          close();
          report("done", `Moved “${category.name}” to ${parent === null ? "the top level" : `“${nameOf(parent)}”`}.`);
        }}
      />
    );
  };

  return (
    <section aria-labelledby="categories-heading" className="space-y-4">
      <h2 id="categories-heading" className="font-serif text-2xl font-bold text-ink-950">
        Categories
      </h2>
      <div className="rounded-2xl border border-ink-200 bg-white/80 p-4">
        <h3 className="mb-3 font-semibold text-ink-900">Add category</h3>
        <GroupForm
          label="Add category"
          defaults={{ name: "", parent: "" }}
          withName
          parents={parentChoices(all)}
          submitLabel="Add category"
          resetOnSave
          onSave={async (values) => {
            const made = await add.mutateAsync({ name: values.name, parent: parentOf(values) });
            report("done", `Added the category “${made.name}”.`);
          }}
        />
      </div>
      {all.length === 0 ? (
        <EmptyState message="No categories yet." />
      ) : (
        <ul aria-label="Categories" className="divide-y divide-ink-200">
          {all.map((category) => (
            <GroupRow
              key={category._id}
              name={category.name}
              toolCount={category.toolCount}
              depth={category.depth}
              editing={editor(category)}
              actions={[
                { label: "Rename", onClick: () => setEditing({ id: category._id, mode: "rename" }) },
                { label: "Move", onClick: () => setEditing({ id: category._id, mode: "move" }) },
                { label: "Delete", onClick: () => setToDelete(category) },
              ]}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete the category “${toDelete?.name ?? ""}”?`}
        description="Only a category without tools or subcategories can be deleted."
        confirmLabel="Delete category"
        cancelLabel="Keep it"
        busy={remove.isPending}
        busyLabel="Deleting…"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
