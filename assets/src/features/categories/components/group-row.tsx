import type { ReactNode } from "react";
import { button } from "@/components/ui";
import { cn } from "@/lib/cn";

/** "1 tool", "12 tools". */
export function toolCount(count: number): string {
  return `${count} ${count === 1 ? "tool" : "tools"}`;
}

type GroupRowProps = {
  name: string;
  toolCount: number;
  /** 1 at the top level; deeper rows are indented. */
  depth?: number;
  /** The actions' buttons, each named with the row's name for screen readers. */
  actions: { label: string; onClick: () => void }[];
  /** The open form (rename, move) in place of the actions. */
  editing?: ReactNode;
};

const INDENT = ["", "pl-6 sm:pl-10", "pl-12 sm:pl-20"];

/** A category or a brand in its list: its name and tool count, and what can be done with it. */
export function GroupRow({ name, toolCount: count, depth = 1, actions, editing }: GroupRowProps) {
  return (
    <li className={cn("py-3", INDENT[depth - 1])}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-0 grow">
          <span className="font-semibold break-words text-ink-950">{name}</span>{" "}
          <span className="text-sm text-ink-600">{toolCount(count)}</span>
        </p>
        {editing ? null : (
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <button
                key={action.label}
                type="button"
                aria-label={`${action.label} ${name}`}
                onClick={action.onClick}
                className={button("secondary", "2xs")}
              >
                {action.label}
              </button>
            ))}
          </div>
        )}
      </div>
      {editing ? <div className="mt-3">{editing}</div> : null}
    </li>
  );
}
