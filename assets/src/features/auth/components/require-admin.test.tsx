import { screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router-dom";
import { jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import { RequireAdmin } from "./require-admin";

function LoginProbe() {
  const state = useLocation().state as { from?: { pathname: string }; needsAdmin?: boolean } | null;
  return (
    <p>
      Login page, from {state?.from?.pathname}, needs admin: {String(state?.needsAdmin)}
    </p>
  );
}

function renderAdminPage(role?: "admin" | "customer") {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginProbe />} />
      <Route element={<RequireAdmin />}>
        <Route path="/dashboard/alluser" element={<p>Admin only page</p>} />
      </Route>
    </Routes>,
    { route: "/dashboard/alluser", auth: signedInAs("ana@example.com", undefined, { role }) },
  );
}

describe("RequireAdmin", () => {
  it("shows a spinner while the admin check loads, then the page to an admin", async () => {
    const fetch = mockApi({ "/api/admin/ana%40example.com": { admin: true } });

    renderAdminPage();

    expect(screen.getByRole("status")).toHaveTextContent("Checking your access…");
    expect(await screen.findByText("Admin only page")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/admin/ana%40example.com", expect.anything());
  });

  it("redirects a customer to /login", async () => {
    mockApi({ "/api/admin/ana%40example.com": { admin: false } });

    renderAdminPage();

    expect(await screen.findByText("Login page, from /dashboard/alluser, needs admin: true")).toBeInTheDocument();
    expect(screen.queryByText("Admin only page")).not.toBeInTheDocument();
  });

  it("redirects to /login when the server refuses the check", async () => {
    mockApi({ "/api/admin/ana%40example.com": () => jsonResponse({ detail: "No.", code: "permission_denied" }, 403) });

    renderAdminPage();

    expect(await screen.findByText(/Login page/)).toBeInTheDocument();
  });

  it("offers a retry when the check fails for another reason", async () => {
    mockApi({
      "/api/admin/ana%40example.com": () => jsonResponse({ detail: "The shop is down.", code: "error" }, 500),
    });

    renderAdminPage();

    expect(await screen.findByRole("alert")).toHaveTextContent("The shop is down.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows the page at once when the token says admin, while the server confirms", async () => {
    let answer: (admin: boolean) => void = () => {};
    const fetch = mockApi({
      "/api/admin/ana%40example.com": () =>
        new Promise<Response>((resolve) => {
          answer = (admin) => resolve(jsonResponse({ admin }));
        }),
    });

    renderAdminPage("admin");

    expect(screen.getByText("Admin only page")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/admin/ana%40example.com", expect.anything());
    answer(true);
    expect(await screen.findByText("Admin only page")).toBeInTheDocument();
  });

  it("sends an admin whose role the server no longer grants to /login", async () => {
    mockApi({ "/api/admin/ana%40example.com": { admin: false } });

    renderAdminPage("admin");

    expect(screen.getByText("Admin only page")).toBeInTheDocument();
    expect(await screen.findByText("Login page, from /dashboard/alluser, needs admin: true")).toBeInTheDocument();
    expect(screen.queryByText("Admin only page")).not.toBeInTheDocument();
  });

  it("waits for the server when the token says customer (it may have made them admin since)", async () => {
    mockApi({ "/api/admin/ana%40example.com": { admin: true } });

    renderAdminPage("customer");

    expect(screen.getByRole("status")).toHaveTextContent("Checking your access…");
    expect(screen.queryByText(/Login page/)).not.toBeInTheDocument();
    expect(await screen.findByText("Admin only page")).toBeInTheDocument();
  });
});
