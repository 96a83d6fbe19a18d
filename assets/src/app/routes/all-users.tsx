import { useState } from "react";
import { EmptyState, ErrorMessage, Spinner, button, narrowOnPhone } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useMediaQuery } from "@/hooks/use-media-query";
import { errorMessage, isApiError } from "@/lib/api-client";
import { notify } from "@/lib/toast";
import { useMakeAdmin, useUsers, type ShopUser } from "@/features/users";
import { cn } from "@/lib/cn";

export const MADE_ADMIN_MESSAGE = "Yay Successfully made an admin";
export const MAKE_ADMIN_FAILED_MESSAGE = "Failed to make an admin";

function RoleBadge({ role }: { role: ShopUser["role"] }) {
  const admin = role === "admin";
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        admin ? "bg-terracotta-100 text-terracotta-900" : "bg-sage-100 text-sage-800"
      }`}
    >
      {admin ? "Admin" : "Customer"}
    </span>
  );
}

type UserListProps = {
  users: ShopUser[];
  busyEmail: string | null;
  disabled: boolean;
  onMakeAdmin: (email: string) => void;
};

function MakeAdminButton({
  user,
  busyEmail,
  disabled,
  onMakeAdmin,
  describedBy,
}: Omit<UserListProps, "users"> & {
  user: ShopUser;
  describedBy: string;
}) {
  if (user.role === "admin") return null;
  return (
    <button
      type="button"
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onMakeAdmin(user.email)}
      className={cn(button("primary", "xs"), narrowOnPhone, "whitespace-nowrap")}
    >
      {busyEmail === user.email ? "Making admin…" : "Make admin"}
    </button>
  );
}

function UsersTable({ users, ...actions }: UserListProps) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-ink-200 bg-white/80 shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Users of the shop, with their role</caption>
        <thead className="bg-ink-50 text-xs tracking-wider text-ink-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              #
            </th>
            <th scope="col" className="px-4 py-3">
              Email
            </th>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Role
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {users.map((shopUser, index) => {
            const emailId = `user-${shopUser._id}-email`;
            return (
              <tr key={shopUser._id}>
                <td className="px-4 py-3 text-ink-500">{index + 1}</td>
                <th scope="row" id={emailId} className="px-4 py-3 font-medium text-ink-950 [overflow-wrap:anywhere]">
                  {shopUser.email}
                </th>
                <td className="px-4 py-3 text-ink-800">{shopUser.name || "—"}</td>
                <td className="px-4 py-3">
                  <RoleBadge role={shopUser.role} />
                </td>
                <td className="px-4 py-3 text-right">
                  <MakeAdminButton user={shopUser} describedBy={emailId} {...actions} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per user with the role badge and the action in view, no sideways scrolling. */
function UserCards({ users, ...actions }: UserListProps) {
  return (
    <ul aria-label="Users of the shop, with their role" className="space-y-3">
      {users.map((shopUser) => {
        const emailId = `user-${shopUser._id}-email`;
        return (
          <li key={shopUser._id}>
            <article aria-labelledby={emailId} className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <h2 id={emailId} className="font-medium text-ink-950 [overflow-wrap:anywhere]">
                  {shopUser.email}
                </h2>
                <RoleBadge role={shopUser.role} />
              </div>
              <p className="mt-1 text-sm text-ink-700">{shopUser.name || "—"}</p>
              {shopUser.role !== "admin" ? (
                <div className="mt-3">
                  <MakeAdminButton user={shopUser} describedBy={emailId} {...actions} />
                </div>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

export function AllUsersPage() {
  useDocumentTitle("Make Admin");
  const users = useUsers();
  const makeAdmin = useMakeAdmin();
  const narrow = useMediaQuery("(max-width: 39.98rem)");
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
  else {
    const List = narrow ? UserCards : UsersTable;
    content = (
      <List
        users={users.data}
        busyEmail={makeAdmin.isPending ? (makeAdmin.variables ?? null) : null}
        disabled={makeAdmin.isPending}
        onMakeAdmin={setAsking}
      />
    );
  }

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
