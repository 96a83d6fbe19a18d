import { render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { TestProviders } from "@/testing/test-utils";
import { routes } from "./router";

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TestProviders>
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
    expect(screen.getByText("Sign-in opens soon.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.state).toEqual({ from: expect.objectContaining({ pathname: "/allproduct" }) });
  });

  it("has a skip link to the main content", async () => {
    renderApp("/signup");

    expect(await screen.findByRole("heading", { level: 1, name: "Sign Up" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main-content");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
  });
});
