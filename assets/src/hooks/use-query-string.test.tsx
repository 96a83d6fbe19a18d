import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { useQueryString } from "./use-query-string";

function AvailableOnly() {
  const [params, update] = useQueryString();
  return (
    <label>
      <input
        type="checkbox"
        checked={params.get("available") === "1"}
        onChange={(event) =>
          update((next) => (event.target.checked ? next.set("available", "1") : next.delete("available")))
        }
      />
      Available only
    </label>
  );
}

/** A page whose loader runs again on each change of the query and, after the first, waits until released. */
function renderWithSlowLoader() {
  let runs = 0;
  let release = () => {};
  const loader = () => {
    runs += 1;
    if (runs === 1) return null;
    return new Promise<null>((done) => {
      release = () => done(null);
    });
  };
  const router = createMemoryRouter(
    [{ path: "/paintings", element: <AvailableOnly />, loader, HydrateFallback: () => null }],
    {
      initialEntries: ["/paintings?sort=price"],
    },
  );
  render(<RouterProvider router={router} />);
  return { router, release: () => release() };
}

describe("useQueryString", () => {
  it("shows a change at once, while the router is still on its way to the new URL", async () => {
    const user = userEvent.setup();
    const { router, release } = renderWithSlowLoader();
    const box = await screen.findByRole("checkbox", { name: "Available only" });

    await user.click(box);

    expect(box).toBeChecked();
    expect(router.state.location.search).toBe("?sort=price");
    await act(async () => release());
    expect(router.state.location.search).toBe("?sort=price&available=1");
    expect(box).toBeChecked();
  });

  it("follows the URL when it moves elsewhere (Back), and keeps the other parameters", async () => {
    const user = userEvent.setup();
    const { router, release } = renderWithSlowLoader();
    const box = await screen.findByRole("checkbox", { name: "Available only" });
    await user.click(box);
    await act(async () => release());

    await act(async () => {
      const back = router.navigate(-1);
      release();
      await back;
    });

    expect(router.state.location.search).toBe("?sort=price");
    expect(box).not.toBeChecked();
  });
});
