import { useId } from "react";

const CHOICE =
  "size-5 shrink-0 accent-terracotta-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ultramarine-600";

type OpenReturnsFilterProps = { checked: boolean; onChange: (checked: boolean) => void };

/** Admin Orders' "Open returns": only orders in a return asked for or received, not refunded yet. */
export function OpenReturnsFilter({ checked, onChange }: OpenReturnsFilterProps) {
  const id = useId();
  return (
    <div className="mt-3 flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className={CHOICE}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        Open returns
      </label>
    </div>
  );
}
