import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import { RouteAnnouncer } from "./route-announcer";

function Page({ title, heading }: { title: string; heading: string }) {
  useEffect(() => {
    document.title = `${title} | Brush & Canvas`;
  }, [title]);
  return (
    <>
      <h1>{heading}</h1>
      <Link to="/paintings?medium=oil">Oil only</Link>
      <Link to="/blog">Blog</Link>
      <Link to="/slow">Slow page</Link>
      <Link to="/review">Write a review</Link>
    </>
  );
}

/** A page that shows its heading only once its data is there. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    document.title = "Slow | Brush & Canvas";
    const timer = setTimeout(() => setLoaded(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Slow heading</h1> : <p>Loading…</p>;
}

/** A page with a field, which a quick visitor may click before focus has moved. */
function ReviewPage() {
  useEffect(() => {
    document.title = "My Review | Brush & Canvas";
  }, []);
  return (
    <>
      <h1>Add Your Valuable Review</h1>
      <input aria-label="Name" />
    </>
  );
}

function renderApp(route = "/paintings") {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <main id="main-content" tabIndex={-1}>
        <Routes>
          <Route path="/paintings" element={<Page title="Paintings" heading="Original paintings" />} />
          <Route path="/blog" element={<Page title="Blog" heading="Questions and answers" />} />
          <Route path="/slow" element={<SlowPage />} />
          <Route path="/review" element={<ReviewPage />} />
        </Routes>
      </main>
      <RouteAnnouncer mainId="main-content" />
    </MemoryRouter>,
  );
}

describe("RouteAnnouncer", () => {
  it("leaves focus and says nothing on the first load", async () => {
    renderApp();

    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));

    expect(document.body).toHaveFocus();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("moves focus to the new page's h1 and announces its title politely", async () => {
    renderApp();

    await userEvent.click(screen.getByRole("link", { name: "Blog" }));

    const heading = screen.getByRole("heading", { level: 1, name: "Questions and answers" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute("tabindex", "-1");
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toHaveTextContent("Blog | Brush & Canvas");
  });

  it("keeps focus where it is when only the query string changes", async () => {
    renderApp();
    const link = screen.getByRole("link", { name: "Oil only" });

    await userEvent.click(link);
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));

    expect(link).toHaveFocus();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("leaves focus in a field the visitor clicked in the new page before focus moved", async () => {
    renderApp();

    await userEvent.click(screen.getByRole("link", { name: "Write a review" }));
    const name = screen.getByRole("textbox", { name: "Name" });
    act(() => name.focus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));

    expect(name).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("My Review | Brush & Canvas");
  });

  it("waits for a page that shows its heading once loaded", async () => {
    renderApp();

    await userEvent.click(screen.getByRole("link", { name: "Slow page" }));

    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Slow heading" })).toHaveFocus());
    expect(screen.getByRole("status")).toHaveTextContent("Slow | Brush & Canvas");
  });
});
