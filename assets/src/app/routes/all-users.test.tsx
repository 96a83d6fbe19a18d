import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router-dom";
import { notify } from "@/lib/toast";
import { mockMatchMedia, phone, restoreMatchMedia } from "@/testing/media-query";
import { sizeClasses } from "@/testing/class-names";
import { jsonResponse, mockApi, paginated, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { AllUsersPage } from "./all-users";

jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

const admin = { _id: 1, email: "root@example.com", name: "Root", role: "admin" };
const customer = { _id: 2, email: "ana@example.com", name: "Ana", role: "customer" };

const helper = { _id: 3, email: "helper@example.com", name: "", role: "admin" };

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderPage(route = "/dashboard/alluser") {
  return renderWithProviders(
    <>
      <AllUsersPage />
      <LocationProbe />
    </>,
    { route, auth: signedInAs("root@example.com") },
  );
}

/** The users calls made so far, as their query strings. */
function userCalls(fetchMock: jest.MockedFunction<typeof fetch>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://shop.test"))
    .filter((url) => url.pathname === "/api/user")
    .map((url) => url.search);
}

/** The user's row; its header is their address (two halves that each never wrap). */
function row(email: string) {
  const header = screen.getAllByRole("rowheader").find((cell) => cell.textContent === email);
  if (!header) throw new Error(`No row for ${email}`);
  return header.closest("tr") as HTMLElement;
}

const findRow = (email: string) => waitFor(() => row(email));

describe("AllUsersPage", () => {
  afterEach(restoreMatchMedia);

  it("lists the users with a Make admin button only for those who are not admins", async () => {
    mockApi({ "/api/user": paginated([admin, customer]) });

    renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "All Users" })).toBeInTheDocument();
    await findRow("ana@example.com");
    expect(within(row("ana@example.com")).getByRole("cell", { name: "Ana" })).toBeInTheDocument();
    expect(within(row("ana@example.com")).getByRole("button", { name: "Make admin" })).toBeInTheDocument();
    expect(within(row("ana@example.com")).getByText("Customer")).toBeInTheDocument();
    expect(within(row("root@example.com")).queryByRole("button")).not.toBeInTheDocument();
    expect(within(row("root@example.com")).getByText("You")).toBeInTheDocument();
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
      "/api/user": () =>
        jsonResponse(paginated(promoted ? [admin, { ...customer, role: "admin" }] : [admin, customer])),
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
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith("/api/user?"))).toHaveLength(2);
  });

  it("says 'Failed to make an admin' on a 403", async () => {
    mockApi({
      "/api/user": paginated([admin, customer]),
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
    const fetch = mockApi({ "/api/user": paginated([admin, customer]) });
    renderPage();
    const button = await screen.findByRole("button", { name: "Make admin" });

    await userEvent.click(button);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(fetch.mock.calls.every(([url]) => String(url).startsWith("/api/user?"))).toBe(true);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("shows a card per user on a phone, with the role badge and the action", async () => {
    mockMatchMedia(phone);
    mockApi({ "/api/user": paginated([admin, customer]) });

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

  it("takes the admin role back from another admin after asking, never offering it for yourself", async () => {
    let removed = false;
    const fetch = mockApi({
      "/api/user": () => jsonResponse(paginated([admin, removed ? { ...helper, role: "customer" } : helper])),
      "/api/user/admin/helper%40example.com": (_url: URL, init?: RequestInit) => {
        expect(init?.method).toBe("DELETE");
        removed = true;
        return jsonResponse({ modifiedCount: 1 });
      },
    });
    renderPage();
    await findRow("helper@example.com");
    expect(within(row("root@example.com")).queryByRole("button")).not.toBeInTheDocument();

    await userEvent.click(within(row("helper@example.com")).getByRole("button", { name: "Remove admin" }));
    const dialog = screen.getByRole("dialog", { name: "Remove this admin?" });
    expect(dialog).toHaveTextContent("helper@example.com will be a customer again");
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith("/api/user/admin/"))).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove admin" }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("helper@example.com is no longer an admin."));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(within(row("helper@example.com")).getByText("Customer")).toBeInTheDocument());
    expect(within(row("helper@example.com")).getByRole("button", { name: "Make admin" })).toBeInTheDocument();
  });

  it("says the server's sentence when it refuses to remove an admin", async () => {
    const sentence = "This is the shop's last admin. Make another user an admin first.";
    mockApi({
      "/api/user": paginated([admin, helper]),
      "/api/user/admin/helper%40example.com": () => jsonResponse({ detail: sentence, code: "last_admin" }, 409),
    });
    renderPage();
    await findRow("helper@example.com");

    await userEvent.click(screen.getByRole("button", { name: "Remove admin" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Remove admin" }));

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(sentence));
    expect(notify.success).not.toHaveBeenCalled();
    expect(within(row("helper@example.com")).getByText("Admin")).toBeInTheDocument();
  });

  it("searches by e-mail or name once typing pauses, from page 1", async () => {
    const fetch = mockApi({
      "/api/user": (url: URL) =>
        jsonResponse(paginated(url.searchParams.get("search") ? [customer] : [admin, customer])),
    });
    renderPage("/dashboard/alluser?page=2");
    await screen.findByText("2 users");

    await userEvent.type(screen.getByRole("searchbox", { name: "Search users" }), "ana");

    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/alluser?search=ana"));
    expect(await screen.findByText("1 user found")).toBeInTheDocument();
    expect(userCalls(fetch)).toContain("?search=ana&limit=20&offset=0");
    expect(userCalls(fetch).filter((search) => search.includes("search="))).toEqual(["?search=ana&limit=20&offset=0"]);
    expect(screen.queryByRole("rowheader", { name: /root/ })).not.toBeInTheDocument();
  });

  it("says when no user matches the search", async () => {
    mockApi({ "/api/user": paginated([]) });

    renderPage("/dashboard/alluser?search=zz");

    expect(await screen.findByText("No user matches that search.")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search users" })).toHaveValue("zz");
  });

  it("pages with Previous and Next, numbering the users on from the page before", async () => {
    const fetch = mockApi({
      "/api/user": (url: URL) => {
        const offset = Number(url.searchParams.get("offset"));
        const user = { _id: 100 + offset, email: `u${offset}@example.com`, name: "", role: "customer" };
        return jsonResponse({ ...paginated([user]), count: 45 });
      },
    });
    renderPage();
    await findRow("u0@example.com");
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Next" }));

    await findRow("u20@example.com");
    expect(within(row("u20@example.com")).getByRole("cell", { name: "21" })).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard/alluser?page=2");
    expect(userCalls(fetch)).toEqual(["?limit=20&offset=0", "?limit=20&offset=20"]);
  });

  it("never breaks an address inside its name or its domain (only before the @)", async () => {
    const long = {
      _id: 9,
      email: "a-very-long.name-for-a-painter@studio-of-the-north.example",
      name: "",
      role: "customer",
    };
    mockApi({ "/api/user": paginated([long]) });
    renderPage();

    const header = within(await findRow(long.email)).getByRole("rowheader");

    const halves = Array.from(header.children).filter((child) => child.tagName === "SPAN");
    expect(halves.map((half) => [half.textContent, half.className])).toEqual([
      ["a-very-long.name-for-a-painter", "whitespace-nowrap"],
      ["@studio-of-the-north.example", "whitespace-nowrap"],
    ]);
    expect(header.className).not.toMatch(/overflow-wrap|break-all/);
  });

  it("has an empty state", async () => {
    mockApi({ "/api/user": paginated([]) });

    renderPage();

    expect(await screen.findByText("No one has signed up yet.")).toBeInTheDocument();
  });

  it("shows a failed load with a retry", async () => {
    mockApi({ "/api/user": () => jsonResponse({ detail: "Admins only.", code: "permission_denied" }, 403) });

    renderPage();

    expect(await screen.findByRole("alert")).toHaveTextContent("Admins only.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows placeholder rows while loading", () => {
    mockApi({ "/api/user": () => new Promise<Response>(() => {}) });

    renderPage();

    expect(screen.getByText("Loading users…")).toHaveAttribute("role", "status");
    expect(screen.getByRole("columnheader", { name: "Email" })).toBeInTheDocument();
  });
});
