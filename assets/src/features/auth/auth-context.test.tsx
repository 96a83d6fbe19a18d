import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { api } from "@/lib/api-client";
import { PUBLIC_QUERY } from "@/lib/query-client";
import * as firebase from "@/testing/mocks/firebase";
import { createTestQueryClient, fakeJwt, jsonResponse, mockApi } from "@/testing/test-utils";
import { notify } from "@/lib/toast";
import { AuthProvider, SIGNED_OUT_TOAST, useAuth } from "./auth-context";
import { RequireAuth } from "./components/require-auth";
import * as loader from "./load-firebase";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

beforeEach(() => firebase.resetFirebaseFake());

function SessionProbe() {
  const { user, loading, signOut } = useAuth();
  return (
    <div>
      <p data-testid="session">
        {loading ? "loading" : user ? `${user.email} | ${user.name} | ${user.role}` : "signed out"}
      </p>
      <button type="button" onClick={() => void signOut()}>
        Sign Out
      </button>
      <button type="button" onClick={() => void signOut({ quiet: true })}>
        Sign Out quietly
      </button>
    </div>
  );
}

function renderSession({ queryClient = createTestQueryClient(), onSignedOut = jest.fn() } = {}) {
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSignedOut={onSignedOut}>
        <MemoryRouter initialEntries={["/dashboard"]}>
          <SessionProbe />
          <Routes>
            <Route path="/login" element={<p>Login page</p>} />
            <Route element={<RequireAuth />}>
              <Route path="/dashboard" element={<p>Dashboard page</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, onSignedOut };
}

const session = () => screen.getByTestId("session");

/** Lets the background work (loading Firebase, its first answer) happen. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("AuthProvider", () => {
  it("starts signed out without a token, and never loads Firebase", async () => {
    const load = jest.spyOn(loader, "loadFirebase");

    renderSession();

    expect(session()).toHaveTextContent("signed out");
    expect(screen.getByText("Login page")).toBeInTheDocument();
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(firebase.subscribeToUser).not.toHaveBeenCalled();
  });

  it("signs in at once from a stored token good for hours, and leaves Firebase alone", async () => {
    const load = jest.spyOn(loader, "loadFirebase");
    localStorage.setItem("accessToken", fakeJwt({ email: "ana@example.com", name: "Ana", role: "admin" }));

    renderSession();

    expect(session()).toHaveTextContent("ana@example.com | Ana | admin");
    expect(screen.getByText("Dashboard page")).toBeInTheDocument();
    // The server checks the token on every request: nothing to download before it is due.
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(session()).toHaveTextContent("ana@example.com | Ana | admin");
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it("loads Firebase when the token falls due, an hour before it expires, and renews it", async () => {
    jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
    try {
      localStorage.setItem("accessToken", fakeJwt({ email: "ana@example.com" }, 2 * 3600));
      firebase.setFirebaseUser(firebase.identityFor("ana@example.com"));
      const fresh = fakeJwt({ email: "ana@example.com" });
      mockApi({ "/api/user/ana%40example.com": () => jsonResponse({ token: fresh }) });

      renderSession();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(59 * 60 * 1000);
      });
      expect(firebase.currentIdentity).not.toHaveBeenCalled();

      await act(async () => {
        await jest.advanceTimersByTimeAsync(2 * 60 * 1000);
      });
      expect(firebase.currentIdentity).toHaveBeenCalled();
      expect(localStorage.getItem("accessToken")).toBe(fresh);
      expect(session()).toHaveTextContent("ana@example.com");
    } finally {
      jest.useRealTimers();
    }
  });

  it("signs out when Firebase has no user behind a token that is due", async () => {
    localStorage.setItem("accessToken", fakeJwt({ email: "ana@example.com" }, 20 * 60));

    renderSession();
    expect(session()).toHaveTextContent("ana@example.com");

    await waitFor(() => expect(session()).toHaveTextContent("signed out"));
    expect(localStorage.getItem("accessToken")).toBeNull();
  });

  it("renews an expired token through Firebase while protected pages wait", async () => {
    localStorage.setItem("accessToken", fakeJwt({ email: "ana@example.com" }, -60));
    firebase.setFirebaseUser(firebase.identityFor("ana@example.com", "Ana"));
    const fresh = fakeJwt({ email: "ana@example.com", name: "Ana" });
    const fetch = mockApi({ "/api/user/ana%40example.com": () => jsonResponse({ token: fresh }) });

    renderSession();

    expect(session()).toHaveTextContent("loading");
    expect(screen.getByRole("status")).toHaveTextContent("Checking your sign-in…");

    await waitFor(() => expect(session()).toHaveTextContent("ana@example.com | Ana | customer"));
    expect(screen.getByText("Dashboard page")).toBeInTheDocument();
    expect(localStorage.getItem("accessToken")).toBe(fresh);
    expect(firebase.currentIdentity).toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/user/ana%40example.com");
    expect((init?.headers as Record<string, string>).Authorization).toBe(
      "Bearer firebase-id-token-for-ana@example.com",
    );
  });

  it("ends the session when an expired token has no Firebase user behind it", async () => {
    localStorage.setItem("accessToken", fakeJwt({ email: "ana@example.com" }, -60));

    renderSession();
    expect(session()).toHaveTextContent("loading");

    await waitFor(() => expect(session()).toHaveTextContent("signed out"));
    // The redirect to /login is a render after the session ends (later on a loaded machine).
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(localStorage.getItem("accessToken")).toBeNull();
  });

  it("renews a token that expires within the hour without making anyone wait", async () => {
    localStorage.setItem("accessToken", fakeJwt({ email: "ana@example.com" }, 20 * 60));
    firebase.setFirebaseUser(firebase.identityFor("ana@example.com"));
    const fresh = fakeJwt({ email: "ana@example.com" });
    mockApi({ "/api/user/ana%40example.com": () => jsonResponse({ token: fresh }) });

    renderSession();
    expect(session()).toHaveTextContent("ana@example.com");

    await waitFor(() => expect(localStorage.getItem("accessToken")).toBe(fresh));
    expect(session()).toHaveTextContent("ana@example.com");
  });

  it("drops a stored value that is not one of our tokens", async () => {
    localStorage.setItem("accessToken", "garbage");

    renderSession();

    expect(session()).toHaveTextContent("signed out");
    await waitFor(() => expect(localStorage.getItem("accessToken")).toBeNull());
  });

  it("signs out of Firebase and the shop, forgets private data and leaves", async () => {
    localStorage.setItem("accessToken", fakeJwt({ email: "ana@example.com" }));
    firebase.setFirebaseUser(firebase.identityFor("ana@example.com"));
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(["admin", "ana@example.com"], true);
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: ["tools", "list"], meta: PUBLIC_QUERY })
      .setData([]);
    const { onSignedOut } = renderSession({ queryClient });
    await settle();

    await userEvent.click(screen.getByRole("button", { name: "Sign Out" }));

    await waitFor(() => expect(session()).toHaveTextContent("signed out"));
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(firebase.signOutOfFirebase).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(queryClient.getQueryData(["admin", "ana@example.com"])).toBeUndefined();
    expect(queryClient.getQueryData(["tools", "list"])).toEqual([]);
    expect(notify.success).toHaveBeenCalledWith(SIGNED_OUT_TOAST, expect.anything());
  });

  it("signs out without the toast when asked to be quiet (the caller says something else)", async () => {
    localStorage.setItem("accessToken", fakeJwt({ email: "ana@example.com" }));
    firebase.setFirebaseUser(firebase.identityFor("ana@example.com"));
    renderSession();
    await settle();

    await userEvent.click(screen.getByRole("button", { name: "Sign Out quietly" }));

    await waitFor(() => expect(session()).toHaveTextContent("signed out"));
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("signs the user out when the API refuses the stored token with a 401", async () => {
    localStorage.setItem("accessToken", fakeJwt({ email: "ana@example.com" }));
    firebase.setFirebaseUser(firebase.identityFor("ana@example.com"));
    mockApi({
      "/api/mypurchase": () =>
        jsonResponse({ detail: "Given token not valid for any token type", code: "token_not_valid" }, 401),
    });
    const { onSignedOut } = renderSession();
    await settle();

    await act(() => expect(api.get("/mypurchase")).rejects.toMatchObject({ status: 401 }));

    await waitFor(() => expect(session()).toHaveTextContent("signed out"));
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(firebase.signOutOfFirebase).toHaveBeenCalled();
    expect(onSignedOut).toHaveBeenCalled();
  });

  it("follows a sign-out in another tab", async () => {
    localStorage.setItem("accessToken", fakeJwt({ email: "ana@example.com" }));
    firebase.setFirebaseUser(firebase.identityFor("ana@example.com"));
    renderSession();
    await settle();

    act(() => {
      localStorage.removeItem("accessToken");
      window.dispatchEvent(new StorageEvent("storage", { key: "accessToken" }));
    });

    expect(session()).toHaveTextContent("signed out");
  });

  it("uses a new token written by a sign-in page", async () => {
    renderSession({ queryClient: new QueryClient() });
    expect(session()).toHaveTextContent("signed out");

    firebase.setFirebaseUser(firebase.identityFor("bo@example.com"));
    const { writeAccessToken } = await import("@/lib/access-token");
    act(() => writeAccessToken(fakeJwt({ email: "bo@example.com", name: "Bo" })));

    expect(session()).toHaveTextContent("bo@example.com | Bo | customer");
    await settle();
    expect(session()).toHaveTextContent("bo@example.com | Bo | customer");
  });
});
