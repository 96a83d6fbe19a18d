import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { WelcomeToast } from "./welcome-toast";

function renderToast(closeToast = jest.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: "/home",
        element: (
          <WelcomeToast
            message="Welcome to Brush & Canvas! Your account is ready."
            next={{ to: "/paintings/2/buy", label: "Continue with Harbour at Dusk" }}
            closeToast={closeToast}
          />
        ),
      },
      { path: "/paintings/:id/buy", element: <p>Buy painting page</p> },
    ],
    { initialEntries: ["/home"] },
  );
  render(<RouterProvider router={router} />);
  return { router, closeToast };
}

describe("WelcomeToast", () => {
  it("says welcome and leads back, by keyboard, to what the visitor was buying, closing itself", async () => {
    const { router, closeToast } = renderToast();
    const user = userEvent.setup();

    expect(screen.getByText("Welcome to Brush & Canvas! Your account is ready.")).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole("link", { name: "Continue with Harbour at Dusk" })).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(await screen.findByText("Buy painting page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/paintings/2/buy");
    expect(closeToast).toHaveBeenCalled();
  });
});
