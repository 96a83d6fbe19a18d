import { useState } from "react";
import { EmptyState, ErrorMessage, Spinner } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage, isApiError } from "@/lib/api-client";
import { notify } from "@/lib/toast";
import { UsersList, useMakeAdmin, useUsers } from "@/features/users";

export const MADE_ADMIN_MESSAGE = "Yay Successfully made an admin";
export const MAKE_ADMIN_FAILED_MESSAGE = "Failed to make an admin";

export function AllUsersPage() {
  useDocumentTitle("Make Admin");
  const users = useUsers();
  const makeAdmin = useMakeAdmin();
  const [asking, setAsking] = useState<string | null>(null);

  const onConfirm = () => {
    if (!asking) return;
    const email = asking;
    makeAdmin.mutate(email, {
      onSuccess: (modifiedCount) => {
        if (modifiedCount > 0) void notify.success(MADE_ADMIN_MESSAGE);
        else void notify.info(`${email} is already an admin.`);
      },
      onError: (error) => {
        void notify.error(isApiError(error) && error.status === 403 ? MAKE_ADMIN_FAILED_MESSAGE : errorMessage(error));
      },
      onSettled: () => setAsking(null),
    });
  };

  let content;
  if (users.isPending) content = <Spinner label="Loading users…" />;
  else if (users.isError)
    content = <ErrorMessage error={users.error} onRetry={() => void users.refetch()} title="Couldn't load the users" />;
  else if (users.data.length === 0) content = <EmptyState message="No one has signed up yet." />;
  else
    content = (
      <UsersList
        users={users.data}
        busyEmail={makeAdmin.isPending ? (makeAdmin.variables ?? null) : null}
        disabled={makeAdmin.isPending}
        onMakeAdmin={setAsking}
      />
    );

  return (
    <div>
      <h1 tabIndex={-1} className="font-serif text-3xl font-bold text-ink-950 outline-none">
        All Users
      </h1>
      <p className="mt-2 text-ink-700">
        {users.data ? `${users.data.length} ${users.data.length === 1 ? "user" : "users"}. ` : ""}Make a customer an
        admin to let them manage users and products.
      </p>
      <div className="mt-6">{content}</div>
      <ConfirmDialog
        open={asking !== null}
        title="Make this user an admin?"
        description={
          <>
            <span className="font-semibold [overflow-wrap:anywhere]">{asking}</span> will manage orders, products, users
            and reviews.
          </>
        }
        confirmLabel="Make admin"
        cancelLabel="Cancel"
        busy={makeAdmin.isPending}
        busyLabel="Making admin…"
        onConfirm={onConfirm}
        onCancel={() => setAsking(null)}
        fallbackFocus={() => document.querySelector<HTMLElement>("main h1")}
      />
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { AllUsersPage as Component };
