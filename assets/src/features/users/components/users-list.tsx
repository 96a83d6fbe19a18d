import { ResponsiveList, button, narrowOnPhone, type ListColumn } from "@/components/ui";
import { cn } from "@/lib/cn";
import type { ShopUser } from "../types";

type UsersListProps = {
  users: ShopUser[];
  /** The e-mail of the user being made an admin, if one is. */
  busyEmail: string | null;
  disabled: boolean;
  onMakeAdmin: (email: string) => void;
};

type Actions = Omit<UsersListProps, "users">;

const emailId = (user: ShopUser) => `user-${user._id}-email`;

function RoleBadge({ role }: { role: ShopUser["role"] }) {
  const admin = role === "admin";
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
        admin ? "bg-terracotta-100 text-terracotta-900" : "bg-sage-100 text-sage-800",
      )}
    >
      {admin ? "Admin" : "Customer"}
    </span>
  );
}

/** For a customer: described by their e-mail. */
function MakeAdminButton({ user, busyEmail, disabled, onMakeAdmin }: Actions & { user: ShopUser }) {
  if (user.role === "admin") return null;
  return (
    <button
      type="button"
      aria-describedby={emailId(user)}
      disabled={disabled}
      onClick={() => onMakeAdmin(user.email)}
      className={cn(button("primary", "xs"), narrowOnPhone, "whitespace-nowrap")}
    >
      {busyEmail === user.email ? "Making admin…" : "Make admin"}
    </button>
  );
}

function columns(actions: Actions): ListColumn<ShopUser>[] {
  return [
    { header: "#", className: "text-ink-500", cell: (_user, index) => index + 1 },
    {
      header: "Email",
      rowHeader: true,
      id: emailId,
      className: "font-medium text-ink-950 [overflow-wrap:anywhere]",
      cell: (user) => user.email,
    },
    { header: "Name", className: "text-ink-800", cell: (user) => user.name || "—" },
    { header: "Role", cell: (user) => <RoleBadge role={user.role} /> },
    {
      header: <span className="sr-only">Action</span>,
      className: "text-right",
      cell: (user) => <MakeAdminButton user={user} {...actions} />,
    },
  ];
}

/** Phones: one card per user with the role badge and the action in view, no sideways scrolling. */
function UserCard({ user, ...actions }: Actions & { user: ShopUser }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <h2 id={emailId(user)} className="font-medium text-ink-950 [overflow-wrap:anywhere]">
          {user.email}
        </h2>
        <RoleBadge role={user.role} />
      </div>
      <p className="mt-1 text-sm text-ink-700">{user.name || "—"}</p>
      {user.role !== "admin" ? (
        <div className="mt-3">
          <MakeAdminButton user={user} {...actions} />
        </div>
      ) : null}
    </>
  );
}

/** The shop's users with their role, and Make admin for each customer. */
export function UsersList({ users, ...actions }: UsersListProps) {
  return (
    <ResponsiveList
      label="Users of the shop, with their role"
      items={users}
      itemKey={(user) => user._id}
      columns={columns(actions)}
      align="middle"
      card={(user) => <UserCard user={user} {...actions} />}
      cardLabelId={emailId}
    />
  );
}
