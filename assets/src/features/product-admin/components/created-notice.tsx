import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { textLink } from "@/components/ui";

/** What an add form made: its name and where it is now. */
export type Created = { name: string; viewTo: string; viewLabel: string; editTo: string };

/**
 * Above an add form once the server has accepted the new item: what was added, with links
 * to its page and its edit page. It takes focus when it comes (the form is empty again, for
 * the next one).
 */
export function CreatedNotice({ created }: { created: Created }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [created]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="mb-5 max-w-2xl rounded-2xl border border-sage-200 bg-sage-50 px-4 py-3 text-sage-900 outline-none focus-visible:outline-3 focus-visible:outline-ultramarine-600"
    >
      <p className="font-semibold [overflow-wrap:anywhere]">Added “{created.name}”.</p>
      <p className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        <Link to={created.viewTo} className={textLink}>
          {created.viewLabel}
        </Link>
        <Link to={created.editTo} className={textLink}>
          Edit it
        </Link>
      </p>
    </div>
  );
}
