import { ResponsiveList, SkeletonBar, button, narrowOnPhone, type ListColumn } from "@/components/ui";
import { cn } from "@/lib/cn";
import type { ShopUser } from "../types";

type UsersListProps = {
  users: ShopUser[] | undefined;
  /** The number of the page's first user (21 on page 2). */
  firstNumber: number;
  /** The signed-in admin's e-mail: no Remove admin for themselves. */
  myEmail: string;
  /** The e-mail of the user whose role is changing, if one is. */
  busyEmail: string | null;
  disabled: boolean;
  onMakeAdmin: (email: string) => void;
  onRemoveAdmin: (email: string) => void;
};

type Actions = Omit<UsersListProps, "users" | "firstNumber">;

const emailId = (user: ShopUser) => `user-${user._id}-email`;

/**
 * An address that never breaks inside its name or its domain: if it must wrap, it wraps
 * before the "@".
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <span className="whitespace-nowrap">{email}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{email.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{email.slice(at)}</span>
    </>
  );
}

function RoleBadge({ role }: { role: ShopUser["role"] }) {
  const admin = role === "admin";
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        admin ? "bg-terracotta-100 text-terracotta-900" : "bg-sage-100 text-sage-800",
      )}
    >
      {admin ? "Admin" : "Customer"}
    </span>
  );
}

/** Make admin for a customer, Remove admin for another admin; described by their e-mail. */
function RoleButton({ user, myEmail, busyEmail, disabled, onMakeAdmin, onRemoveAdmin }: Actions & { user: ShopUser }) {
  const admin = user.role === "admin";
  if (admin && user.email === myEmail.toLowerCase()) return <span className="text-sm text-ink-600">You</span>;
  const busy = busyEmail === user.email;
  return (
    <button
      type="button"
      aria-describedby={emailId(user)}
      disabled={disabled}
      onClick={() => (admin ? onRemoveAdmin : onMakeAdmin)(user.email)}
      className={cn(button(admin ? "secondary" : "primary", "xs"), narrowOnPhone, "whitespace-nowrap")}
    >
      {admin ? (busy ? "Removing admin…" : "Remove admin") : busy ? "Making admin…" : "Make admin"}
    </button>
  );
}

function columns(firstNumber: number, actions: Actions): ListColumn<ShopUser>[] {
  return [
    { header: "#", className: "w-px text-ink-500 tabular-nums", cell: (_user, index) => firstNumber + index },
    {
      header: "Email",
      rowHeader: true,
      id: emailId,
      className: "font-medium text-ink-950",
      cell: (user) => <EmailAddress email={user.email} />,
      placeholder: <SkeletonBar className="h-5 w-52" />,
    },
    {
      header: "Name",
      className: "w-1/4 text-ink-800 [overflow-wrap:anywhere]",
      // Room for a short name whole beside long e-mail addresses; only a longer one breaks.
      cell: (user) => <span className="block min-w-28">{user.name || "—"}</span>,
      placeholder: <SkeletonBar className="h-5 w-24" />,
    },
    {
      header: "Role",
      className: "w-px",
      cell: (user) => <RoleBadge role={user.role} />,
      placeholder: <SkeletonBar pill className="h-5 w-20" />,
    },
    {
      header: <span className="sr-only">Action</span>,
      className: "w-px text-right",
      cell: (user) => <RoleButton user={user} {...actions} />,
      placeholder: <SkeletonBar pill className="ml-auto h-8 w-28" />,
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
      <p className="mt-1 text-sm text-ink-700 [overflow-wrap:anywhere]">{user.name || "—"}</p>
      <div className="mt-3">
        <RoleButton user={user} {...actions} />
      </div>
    </>
  );
}

/** A phone's card while the users load: the e-mail and badge, the name, the button. */
function PlaceholderCard() {
  return (
    <>
      <div className="flex justify-between gap-3">
        <SkeletonBar className="h-6 w-48" />
        <SkeletonBar pill className="h-5 w-20" />
      </div>
      <SkeletonBar className="mt-1 h-5 w-24" />
      <SkeletonBar pill className="mt-3 h-8 w-28" />
    </>
  );
}

/**
 * The shop's users with their role: Make admin for each customer, Remove admin for each
 * other admin. On wide screens the e-mail column takes the room it needs and the name the
 * rest; while loading, placeholder rows.
 */
export function UsersList({ users, firstNumber, ...actions }: UsersListProps) {
  return (
    <ResponsiveList
      label="Users of the shop, with their role"
      items={users}
      itemKey={(user) => user._id}
      columns={columns(firstNumber, actions)}
      align="middle"
      card={(user) => <UserCard user={user} {...actions} />}
      cardLabelId={emailId}
      loadingStatus="Loading users…"
      placeholderCard={<PlaceholderCard />}
    />
  );
}
