import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notify } from "@/lib/toast";
import { mockMatchMedia, phone, restoreMatchMedia } from "@/testing/media-query";
import { sizeClasses } from "@/testing/class-names";
import { jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { AllUsersPage } from "./all-users";

jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

const admin = { _id: 1, email: "root@example.com", name: "Root", role: "admin" };
const customer = { _id: 2, email: "ana@example.com", name: "Ana", role: "customer" };

function renderPage() {
  return renderWithProviders(<AllUsersPage />, { route: "/dashboard/alluser", auth: signedInAs("root@example.com") });
}

function row(email: string) {
  return screen.getByRole("rowheader", { name: new RegExp(`^${email}`) }).closest("tr") as HTMLElement;
}

describe("AllUsersPage", () => {
  afterEach(restoreMatchMedia);

  it("lists the users with a Make admin button only for those who are not admins", async () => {
    mockApi({ "/api/user": [admin, customer] });

    renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "All Users" })).toBeInTheDocument();
    expect(await screen.findByRole("rowheader", { name: /^ana@example\.com/ })).toBeInTheDocument();
    expect(within(row("ana@example.com")).getByRole("cell", { name: "Ana" })).toBeInTheDocument();
    expect(within(row("ana@example.com")).getByRole("button", { name: "Make admin" })).toBeInTheDocument();
    expect(within(row("ana@example.com")).getByText("Customer")).toBeInTheDocument();
    expect(within(row("root@example.com")).queryByRole("button")).not.toBeInTheDocument();
    expect(within(row("root@example.com")).getByText("Admin")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Make admin" })).toHaveLength(1);
    // px-3 on a phone, px-4 from sm (and not the default px-5, which the stylesheet would show).
    expect(sizeClasses(screen.getByRole("button", { name: "Make admin" }))).toEqual([
      "px-4",
      "py-1.5",
      "text-sm",
      "max-sm:px-3",
    ]);
  });

  it("makes a user an admin, refetches the list and cheers", async () => {
    let promoted = false;
    const fetch = mockApi({
      "/api/user": () => jsonResponse(promoted ? [admin, { ...customer, role: "admin" }] : [admin, customer]),
      "/api/user/admin/ana%40example.com": (_url: URL, init?: RequestInit) => {
        expect(init?.method).toBe("PUT");
        promoted = true;
        return jsonResponse({ modifiedCount: 1 });
      },
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Make admin" }));
    const dialog = screen.getByRole("dialog", { name: "Make this user an admin?" });
    expect(dialog).toHaveTextContent("ana@example.com will manage orders");
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith("/api/user/admin/"))).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Make admin" }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Yay Successfully made an admin"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Make admin" })).not.toBeInTheDocument());
    expect(within(row("ana@example.com")).getByText("Admin")).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => url === "/api/user")).toHaveLength(2);
  });

  it("says 'Failed to make an admin' on a 403", async () => {
    mockApi({
      "/api/user": [admin, customer],
      "/api/user/admin/ana%40example.com": () =>
        jsonResponse({ detail: "Admins only.", code: "permission_denied" }, 403),
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Make admin" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Make admin" }));

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Failed to make an admin"));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("does nothing when the confirmation is cancelled", async () => {
    const fetch = mockApi({ "/api/user": [admin, customer] });
    renderPage();
    const button = await screen.findByRole("button", { name: "Make admin" });

    await userEvent.click(button);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(fetch.mock.calls.every(([url]) => url === "/api/user")).toBe(true);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("shows a card per user on a phone, with the role badge and the action", async () => {
    mockMatchMedia(phone);
    mockApi({ "/api/user": [admin, customer] });

    renderPage();

    const ana = within(await screen.findByRole("article", { name: "ana@example.com" }));
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(ana.getByText("Customer")).toBeInTheDocument();
    expect(ana.getByText("Ana")).toBeInTheDocument();
    expect(ana.getByRole("button", { name: "Make admin" })).toBeInTheDocument();
    const root = within(screen.getByRole("article", { name: "root@example.com" }));
    expect(root.getByText("Admin")).toBeInTheDocument();
    expect(root.queryByRole("button")).not.toBeInTheDocument();
  });

  it("has an empty state", async () => {
    mockApi({ "/api/user": [] });

    renderPage();

    expect(await screen.findByText("No one has signed up yet.")).toBeInTheDocument();
  });

  it("shows a failed load with a retry", async () => {
    mockApi({ "/api/user": () => jsonResponse({ detail: "Admins only.", code: "permission_denied" }, 403) });

    renderPage();

    expect(await screen.findByRole("alert")).toHaveTextContent("Admins only.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows a spinner while loading", () => {
    mockApi({ "/api/user": () => new Promise<Response>(() => {}) });

    renderPage();

    expect(screen.getByRole("status")).toHaveTextContent("Loading users…");
  });
});
