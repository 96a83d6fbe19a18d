import { act, render, screen, waitFor } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import type { AuthState } from "@/features/auth";
import { loadStripeJs } from "@/features/payments/stripe/load-stripe";
import * as config from "@/lib/config";
import { aPainting } from "@/testing/paintings";
import * as firebase from "@/testing/mocks/firebase";
import { TestProviders, mockApi, paginated, signedInAs } from "@/testing/test-utils";
import { routes } from "./router";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/features/payments/stripe/load-stripe");

beforeEach(() => firebase.resetFirebaseFake());

function renderApp(path: string, auth?: AuthState) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TestProviders auth={auth}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe("app routes", () => {
  it("renders the 404 page inside the layout for an unknown path", async () => {
    renderApp("/no/such/page");

    expect(await screen.findByText("Sorry the page you're looking for dosen't exist.")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("loads the blog route lazily", async () => {
    renderApp("/blog");

    expect(await screen.findByRole("heading", { level: 1, name: "Blog" })).toBeInTheDocument();
  });

  it("redirects a signed-out visitor from /allproduct to the login page", async () => {
    const router = renderApp("/allproduct");

    expect(await screen.findByRole("heading", { level: 1, name: "Login" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "CONTINUE WITH GOOGLE" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.state).toEqual({ from: expect.objectContaining({ pathname: "/allproduct" }) });
  });

  it("opens the gallery and a painting to anyone, and sends a visitor buying one to sign in first", async () => {
    mockApi({
      "/api/paintings/media": [],
      "/api/paintings": { count: 0, next: null, previous: null, results: [] },
      "/api/paintings/3": aPainting(3, { title: "Lavender Field" }),
    });
    const router = renderApp("/paintings");
    expect(await screen.findByRole("heading", { level: 1, name: "Paintings" })).toBeInTheDocument();

    await act(() => router.navigate("/paintings/3"));
    expect(await screen.findByRole("heading", { level: 1, name: "Lavender Field" })).toBeInTheDocument();

    await act(() => router.navigate("/paintings/3/buy"));
    expect(await screen.findByRole("heading", { level: 1, name: "Login" })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: expect.objectContaining({ pathname: "/paintings/3/buy" }) });
  });

  it("has a skip link to the main content", async () => {
    renderApp("/signup");

    expect(await screen.findByRole("heading", { level: 1, name: "Sign Up" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main-content");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
  });

  it("sends a customer who opens an admin page to /login", async () => {
    mockApi({ "/api/admin/ana%40example.com": { admin: false } });
    const router = renderApp("/dashboard/alluser", signedInAs("ana@example.com"));

    expect(await screen.findByRole("heading", { level: 1, name: "Login" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.queryByRole("heading", { name: "All Users" })).not.toBeInTheDocument();
  });

  it("shows an admin the users page", async () => {
    mockApi({
      "/api/admin/root%40example.com": { admin: true },
      "/api/user": paginated([{ _id: 1, email: "root@example.com", name: "Root", role: "admin" }]),
    });
    renderApp("/dashboard/alluser", signedInAs("root@example.com"));

    expect(await screen.findByRole("heading", { level: 1, name: "All Users" })).toBeInTheDocument();
    expect(await screen.findByRole("cell", { name: "Root" })).toBeInTheDocument();
  });

  it("loads Stripe.js on the payment page only", async () => {
    const stripe = { publishableKey: "pk_test_shop", jsUrl: "/stripe/v3.js", local: true };
    jest.spyOn(config, "getConfig").mockReturnValue({ currency: "USD", firebase: null, stripe });
    jest.mocked(loadStripeJs).mockReturnValue(new Promise(() => {}));
    const order = {
      _id: 3,
      name: "Sable brush",
      ToolsName: "Sable brush",
      toolsQuantity: 2,
      toolsPrice: 69,
      status: "pending",
      createdAt: "2025-11-20T10:00:00Z",
      payable: true,
      expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    };
    mockApi({
      "/api/admin/ana%40example.com": { admin: false },
      "/api/mypurchase?customer=ana%40example.com": [order],
      "/api/mypurchase/3": order,
    });
    const router = renderApp("/blog", signedInAs("ana@example.com"));
    expect(await screen.findByRole("heading", { level: 1, name: "Blog" })).toBeInTheDocument();

    await act(() => router.navigate("/dashboard"));
    expect(await screen.findByRole("link", { name: "Pay" })).toBeInTheDocument();
    expect(loadStripeJs).not.toHaveBeenCalled();

    await act(() => router.navigate("/dashboard/payment/3"));

    expect(await screen.findByRole("heading", { level: 1, name: "Payment" })).toBeInTheDocument();
    await waitFor(() => expect(loadStripeJs).toHaveBeenCalledWith(stripe));
    expect(loadStripeJs).toHaveBeenCalledTimes(1);
  });
});
