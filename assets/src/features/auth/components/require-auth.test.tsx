import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { AuthContext, type AuthState } from "../auth-context";
import { RequireAuth } from "./require-auth";

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from;
  return <p>Login page, from {from?.pathname ?? "nowhere"}</p>;
}

function renderAt(path: string, auth: AuthState) {
  return render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route element={<RequireAuth />}>
            <Route path="/dashboard/review" element={<p>Secret review page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

const signOut = async () => {};

describe("RequireAuth", () => {
  it("sends a signed-out visitor to /login, remembering where they were going", () => {
    renderAt("/dashboard/review", { user: null, loading: false, signOut });

    expect(screen.getByText("Login page, from /dashboard/review")).toBeInTheDocument();
    expect(screen.queryByText("Secret review page")).not.toBeInTheDocument();
  });

  it("shows a spinner while the sign-in state loads", () => {
    renderAt("/dashboard/review", { user: null, loading: true, signOut });

    expect(screen.getByRole("status")).toHaveTextContent("Checking your sign-in…");
    expect(screen.queryByText(/Login page/)).not.toBeInTheDocument();
  });

  it("shows the page to a signed-in user", () => {
    renderAt("/dashboard/review", { user: { email: "ana@example.com" }, loading: false, signOut });

    expect(screen.getByText("Secret review page")).toBeInTheDocument();
  });
});
