import { useRef, useState } from "react";
import { EmptyState, ErrorMessage, Pager } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAuth } from "@/features/auth";
import { USERS_PAGE_SIZE, UsersList, UsersSearch, useMakeAdmin, useRemoveAdmin, useUsers } from "@/features/users";
import { useDeferredData } from "@/hooks/use-deferred-data";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { readPage, useQueryString } from "@/hooks/use-query-string";
import { errorMessage, isApiError } from "@/lib/api-client";
import { notify } from "@/lib/toast";

export const MADE_ADMIN_MESSAGE = "Yay Successfully made an admin";
export const MAKE_ADMIN_FAILED_MESSAGE = "Failed to make an admin";

type Asking = { email: string; change: "make" | "remove" };

export function AllUsersPage() {
  useDocumentTitle("Make Admin");
  const { user } = useAuth();
  const [searchParams, updateQuery] = useQueryString();
  const search = (searchParams.get("search") ?? "").trim();
  const page = readPage(searchParams.get("page"));
  const offset = (page - 1) * USERS_PAGE_SIZE;
  const users = useUsers({ search, offset });
  const data = useDeferredData(users.data);
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const [asking, setAsking] = useState<Asking | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onConfirm = () => {
    if (!asking) return;
    const { email, change } = asking;
    const settle = { onSettled: () => setAsking(null) };
    if (change === "remove") {
      removeAdmin.mutate(email, {
        ...settle,
        onSuccess: (modifiedCount) =>
          void (modifiedCount > 0
            ? notify.success(`${email} is no longer an admin.`)
            : notify.info(`${email} is not an admin.`)),
        onError: (error) => void notify.error(errorMessage(error)),
      });
      return;
    }
    makeAdmin.mutate(email, {
      ...settle,
      onSuccess: (modifiedCount) => {
        if (modifiedCount > 0) void notify.success(MADE_ADMIN_MESSAGE);
        else void notify.info(`${email} is already an admin.`);
      },
      onError: (error) => {
        void notify.error(isApiError(error) && error.status === 403 ? MAKE_ADMIN_FAILED_MESSAGE : errorMessage(error));
      },
    });
  };

  const goToPage = (target: number) => {
    updateQuery((params) => {
      if (target > 1) params.set("page", String(target));
      else params.delete("page");
    });
    headingRef.current?.focus();
  };

  const busy = makeAdmin.isPending || removeAdmin.isPending;
  const count = data?.count ?? 0;
  const results = data?.results;
  let content;
  if (users.isError && !users.isPlaceholderData)
    content = <ErrorMessage error={users.error} onRetry={() => void users.refetch()} title="Couldn't load the users" />;
  else if (results && results.length === 0)
    content = <EmptyState message={search ? "No user matches that search." : "No one has signed up yet."} />;
  else
    content = (
      <>
        <div aria-busy={users.isPlaceholderData} className={users.isPlaceholderData ? "opacity-60" : undefined}>
          <UsersList
            users={results}
            firstNumber={offset + 1}
            myEmail={user?.email ?? ""}
            busyEmail={busy ? (asking?.email ?? null) : null}
            disabled={busy}
            onMakeAdmin={(email) => setAsking({ email, change: "make" })}
            onRemoveAdmin={(email) => setAsking({ email, change: "remove" })}
          />
        </div>
        {results ? (
          <Pager
            label="Pages of users"
            page={page}
            pages={Math.max(1, Math.ceil(count / USERS_PAGE_SIZE))}
            onPage={goToPage}
          />
        ) : null}
      </>
    );

  const removing = asking?.change === "remove";
  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1} className="font-serif text-3xl font-bold text-ink-950 outline-none">
        All Users
      </h1>
      <p className="mt-2 text-ink-700">Make a customer an admin to let them manage users and products.</p>
      <div className="mt-6">
        <UsersSearch search={search} updateQuery={updateQuery} />
      </div>
      <p aria-live="polite" className="mt-3 min-h-6 text-ink-700">
        {data && !users.isPlaceholderData ? `${count} ${count === 1 ? "user" : "users"}${search ? " found" : ""}` : ""}
      </p>
      <div className="mt-3">{content}</div>
      <ConfirmDialog
        open={asking !== null}
        title={removing ? "Remove this admin?" : "Make this user an admin?"}
        description={
          <>
            <span className="font-semibold [overflow-wrap:anywhere]">{asking?.email}</span>
            {removing
              ? " will be a customer again: no more orders, products, users or reviews to manage."
              : " will manage orders, products, users and reviews."}
          </>
        }
        confirmLabel={removing ? "Remove admin" : "Make admin"}
        cancelLabel="Cancel"
        busy={busy}
        busyLabel={removing ? "Removing admin…" : "Making admin…"}
        onConfirm={onConfirm}
        onCancel={() => setAsking(null)}
        fallbackFocus={() => headingRef.current}
      />
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { AllUsersPage as Component };
