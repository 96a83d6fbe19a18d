import { useAuth } from "@/features/auth";
import { useDocumentTitle } from "@/hooks/use-document-title";

export function MyProfilePage() {
  useDocumentTitle("My Profile");
  const { user } = useAuth();
  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-ink-950">My Profile</h1>
      <dl className="mt-6 max-w-xl divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white/70">
        <div className="grid gap-1 px-5 py-4 sm:grid-cols-3">
          <dt className="text-sm font-semibold text-ink-600">Name</dt>
          <dd className="text-ink-950 sm:col-span-2">{user?.name || "Not given"}</dd>
        </div>
        <div className="grid gap-1 px-5 py-4 sm:grid-cols-3">
          <dt className="text-sm font-semibold text-ink-600">Email</dt>
          <dd className="break-all text-ink-950 sm:col-span-2">{user?.email}</dd>
        </div>
      </dl>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { MyProfilePage as Component };
