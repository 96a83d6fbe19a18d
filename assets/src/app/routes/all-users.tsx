import { EmptyState, ErrorMessage, Spinner, buttonPrimary } from "@/components/ui";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage, isApiError } from "@/lib/api-client";
import { notify } from "@/lib/toast";
import { useMakeAdmin, useUsers, type ShopUser } from "@/features/users";

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

export function AllUsersPage() {
  useDocumentTitle("Make Admin");
  const users = useUsers();
  const makeAdmin = useMakeAdmin();

  const onMakeAdmin = (email: string) =>
    makeAdmin.mutate(email, {
      onSuccess: (modifiedCount) => {
        if (modifiedCount > 0) void notify.success(MADE_ADMIN_MESSAGE);
        else void notify.info(`${email} is already an admin.`);
      },
      onError: (error) => {
        void notify.error(isApiError(error) && error.status === 403 ? MAKE_ADMIN_FAILED_MESSAGE : errorMessage(error));
      },
    });

  let content;
  if (users.isPending) content = <Spinner label="Loading users…" />;
  else if (users.isError)
    content = <ErrorMessage error={users.error} onRetry={() => void users.refetch()} title="Couldn't load the users" />;
  else if (users.data.length === 0) content = <EmptyState message="No one has signed up yet." />;
  else
    content = (
      <div className="relative overflow-x-auto rounded-2xl border border-ink-200 bg-white/80 shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Users of the shop, with their role</caption>
          <thead className="bg-ink-50 text-xs tracking-wider text-ink-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 max-sm:hidden">
                #
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4">
                Email
              </th>
              <th scope="col" className="px-4 py-3 max-sm:hidden">
                Name
              </th>
              <th scope="col" className="px-4 py-3 max-sm:hidden">
                Role
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {users.data.map((shopUser, index) => {
              const emailId = `user-${shopUser._id}-email`;
              const pending = makeAdmin.isPending && makeAdmin.variables === shopUser.email;
              return (
                <tr key={shopUser._id}>
                  <td className="px-4 py-3 text-ink-500 max-sm:hidden">{index + 1}</td>
                  <th
                    scope="row"
                    id={emailId}
                    className="px-3 py-3 font-medium text-ink-950 [overflow-wrap:anywhere] sm:px-4"
                  >
                    {shopUser.email}
                    {/* Small screens show one column per user: the name goes under the email. */}
                    {shopUser.name ? (
                      <span className="mt-0.5 block text-xs font-normal text-ink-600 sm:hidden">{shopUser.name}</span>
                    ) : null}
                  </th>
                  <td className="px-4 py-3 text-ink-800 max-sm:hidden">{shopUser.name || "—"}</td>
                  {/* Small screens leave the role out: the button shows who is not an admin yet. */}
                  <td className="px-4 py-3 max-sm:hidden">
                    <RoleBadge role={shopUser.role} />
                  </td>
                  <td className="px-3 py-3 text-right sm:px-4">
                    {shopUser.role !== "admin" ? (
                      <button
                        type="button"
                        aria-describedby={emailId}
                        disabled={makeAdmin.isPending}
                        onClick={() => onMakeAdmin(shopUser.email)}
                        className={`${buttonPrimary} px-3 py-1.5 whitespace-nowrap sm:px-4`}
                      >
                        {pending ? "Making admin…" : "Make admin"}
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );

  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-ink-950">All Users</h1>
      <p className="mt-2 text-ink-700">
        {users.data ? `${users.data.length} ${users.data.length === 1 ? "user" : "users"}. ` : ""}Make a customer an
        admin to let them manage users and products.
      </p>
      <div className="mt-6">{content}</div>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { AllUsersPage as Component };
