import { TextField } from "@/components/ui/text-field";
import { useDebouncedSearch } from "@/hooks/use-debounced-search";
import type { UpdateQuery } from "@/hooks/use-query-string";

/** All Users' search box (part of an e-mail or a name): it searches once typing pauses. */
export function UsersSearch({ search, updateQuery }: { search: string; updateQuery: UpdateQuery }) {
  const [text, setText] = useDebouncedSearch(search, updateQuery);
  return (
    <form role="search" className="max-w-xl" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label="Search users"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="E-mail or name"
        autoComplete="off"
        hint="Results update as you type."
      />
    </form>
  );
}
