import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import type { AuthState, LoginRedirectState } from "@/features/auth";
import * as firebase from "@/testing/mocks/firebase";
import { TestProviders, fakeJwt, jsonResponse, mockApi, signedInAs, signedOut } from "@/testing/test-utils";
import * as loader from "@/features/auth/load-firebase";
import { notify } from "@/lib/toast";
import { LoginPage, SIGNED_IN_TOAST } from "./login";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

beforeEach(() => firebase.resetFirebaseFake());

function renderLogin({ auth = signedOut, state }: { auth?: AuthState; state?: LoginRedirectState } = {}) {
  const router = createMemoryRouter(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/signup", element: <p>Signup page</p> },
      { path: "/dashboard/review", element: <p>Review page</p> },
      { path: "/", element: <p>Home page</p> },
    ],
    { initialEntries: ["/home", { pathname: "/login", state }], initialIndex: 1 },
  );
  render(
    <TestProviders auth={auth}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
}

function mockExchange(email: string, token: string) {
  return mockApi({ [`/api/user/${encodeURIComponent(email)}`]: () => jsonResponse({ token }) });
}

describe("LoginPage validation", () => {
  it("requires the email and the password, in red under each field", async () => {
    renderLogin();

    await fillIn("", "");

    const email = screen.getByLabelText("Email");
    const emailError = await screen.findByText("Email is required");
    expect(emailError).toHaveClass("text-red-700");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAttribute("aria-describedby", emailError.id);
    expect(screen.getByText("Password is required")).toHaveClass("text-red-700");
    expect(firebase.signInWithPassword).not.toHaveBeenCalled();
  });

  it("rejects 'not-an-email' and accepts 'customer@example.com'", async () => {
    renderLogin();

    await fillIn("not-an-email", "secret1");
    expect(await screen.findByText("Provide a valid email")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "customer@example.com");
    await waitFor(() => expect(screen.queryByText("Provide a valid email")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
  });

  it("needs a password of at least 6 characters", async () => {
    renderLogin();

    await fillIn("customer@example.com", "12345");

    expect(await screen.findByText("Must be 6 characters or longer")).toBeInTheDocument();
    expect(firebase.signInWithPassword).not.toHaveBeenCalled();
  });

  it("has labelled inputs with autocomplete hints, a link to sign up and the Google button", () => {
    renderLogin();

    expect(screen.getByLabelText("Email")).toHaveAttribute("autocomplete", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "current-password");
    expect(screen.getByRole("link", { name: "Create new account" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("button", { name: "CONTINUE WITH GOOGLE" })).toBeEnabled();
  });
});

describe("LoginPage sign-in", () => {
  it("loads Firebase as soon as it is shown", () => {
    const load = jest.spyOn(loader, "loadFirebase");

    renderLogin();

    expect(load).toHaveBeenCalled();
  });

  it("exchanges the Firebase ID token, stores our token and returns to the origin", async () => {
    const token = fakeJwt({ email: "ana@example.com", name: "Ana" });
    const fetch = mockExchange("ana@example.com", token);
    const router = renderLogin({ state: { from: { pathname: "/dashboard/review" } } });

    await fillIn("ana@example.com", "secret1");

    expect(await screen.findByText("Review page")).toBeInTheDocument();
    expect(router.state.historyAction).toBe("REPLACE");
    expect(localStorage.getItem("accessToken")).toBe(token);
    expect(firebase.signInWithPassword).toHaveBeenCalledWith("ana@example.com", "secret1");
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/user/ana%40example.com");
    expect(init?.method).toBe("PUT");
    expect((init?.headers as Record<string, string>).Authorization).toBe(
      "Bearer firebase-id-token-for-ana@example.com",
    );
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "ana@example.com",
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it("goes to / when there is no origin", async () => {
    mockExchange("ana@example.com", fakeJwt({ email: "ana@example.com" }));
    renderLogin();

    await fillIn("ana@example.com", "secret1");

    expect(await screen.findByText("Home page")).toBeInTheDocument();
  });

  it("shows the provider's error in red above the button, and lets the user retry", async () => {
    firebase.signInWithPassword.mockRejectedValueOnce(firebase.firebaseError("auth/invalid-credential"));
    renderLogin();

    await fillIn("ana@example.com", "wrong-password");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Wrong email or password.");
    expect(alert).toHaveClass("text-red-700");
    expect(alert.compareDocumentPosition(screen.getByRole("button", { name: "Login" }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
    expect(localStorage.getItem("accessToken")).toBeNull();
  });

  it("shows the shop's answer when the exchange fails, and signs out of Firebase", async () => {
    mockApi({
      "/api/user/ana%40example.com": () =>
        jsonResponse({ detail: "This sign-in belongs to another email address.", code: "email_mismatch" }, 403),
    });
    renderLogin();

    await fillIn("ana@example.com", "secret1");

    expect(await screen.findByRole("alert")).toHaveTextContent("This sign-in belongs to another email address.");
    expect(firebase.signOutOfFirebase).toHaveBeenCalled();
    expect(localStorage.getItem("accessToken")).toBeNull();
  });

  it("sends the verification e-mail first when the address already has an account (staff made it)", async () => {
    const steps: string[] = [];
    firebase.sendVerificationEmail.mockImplementationOnce(async () => void steps.push("sent"));
    firebase.signOutOfFirebase.mockImplementationOnce(async () => void steps.push("signed out"));
    mockApi({
      "/api/user/ana%40example.com": () =>
        jsonResponse({ detail: "This email belongs to another sign-in account.", code: "account_conflict" }, 403),
    });
    renderLogin();

    await fillIn("ana@example.com", "secret1");

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This email address already has an account in this shop. To prove it is yours, open the link we have just sent to ana@example.com, then sign in again.",
    );
    expect(steps).toEqual(["sent", "signed out"]); // sent while still signed in to Firebase
    expect(localStorage.getItem("accessToken")).toBeNull();
  });

  it("shows the shop's answer when the address already has an account but the link could not be sent", async () => {
    firebase.sendVerificationEmail.mockRejectedValueOnce(firebase.firebaseError("auth/too-many-requests"));
    const detail =
      "This email belongs to another sign-in account. Verify your email address or sign in with the account you used before.";
    mockApi({ "/api/user/ana%40example.com": () => jsonResponse({ detail, code: "account_conflict" }, 403) });
    renderLogin();

    await fillIn("ana@example.com", "secret1");

    expect(await screen.findByRole("alert")).toHaveTextContent(detail);
    expect(firebase.signOutOfFirebase).toHaveBeenCalled();
  });

  it("tells the user to try again when the identity service is down (503)", async () => {
    const unavailable = "Sign-in is unavailable just now. Please try again in a minute.";
    mockApi({
      "/api/user/ana%40example.com": () => jsonResponse({ detail: unavailable, code: "identity_unavailable" }, 503),
    });
    renderLogin();

    await fillIn("ana@example.com", "secret1");

    expect(await screen.findByRole("alert")).toHaveTextContent(unavailable);
    expect(screen.getByRole("button", { name: /login/i })).toBeEnabled();
    expect(localStorage.getItem("accessToken")).toBeNull();
  });

  it("disables both buttons while signing in", async () => {
    let finish!: (value: ReturnType<typeof firebase.identityFor>) => void;
    firebase.signInWithPassword.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    mockExchange("ana@example.com", fakeJwt({ email: "ana@example.com" }));
    renderLogin();

    await fillIn("ana@example.com", "secret1");

    expect(screen.getByRole("button", { name: "Login" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "CONTINUE WITH GOOGLE" })).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Signing you in…");
    finish(firebase.identityFor("ana@example.com"));
    expect(await screen.findByText("Home page")).toBeInTheDocument();
  });

  it("signs in with Google and returns to the origin", async () => {
    const token = fakeJwt({ email: "gina@example.com", name: "Gina Google" });
    const fetch = mockExchange("gina@example.com", token);
    renderLogin({ state: { from: { pathname: "/dashboard/review" } } });

    await userEvent.click(screen.getByRole("button", { name: "CONTINUE WITH GOOGLE" }));

    expect(await screen.findByText("Review page")).toBeInTheDocument();
    expect(localStorage.getItem("accessToken")).toBe(token);
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({
      email: "gina@example.com",
      name: "Gina Google",
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it("says so when the Google window is closed", async () => {
    firebase.signInWithGoogle.mockRejectedValueOnce(firebase.firebaseError("auth/popup-closed-by-user"));
    renderLogin();

    await userEvent.click(screen.getByRole("button", { name: "CONTINUE WITH GOOGLE" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("The Google sign-in window was closed.");
  });

  it("sends a signed-in user on to the origin", async () => {
    renderLogin({ auth: signedInAs("ana@example.com"), state: { from: { pathname: "/dashboard/review" } } });

    expect(await screen.findByText("Review page")).toBeInTheDocument();
  });

  it("sends a signed-in user on in place of /login: the address is where they are, and Back skips /login", async () => {
    const router = renderLogin({ auth: signedInAs("ana@example.com") });

    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.historyAction).toBe("REPLACE");
    // The history holds /home (where they were) and / in place of /login.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe("/home");
  });

  it("lets a signed-in customer sent by an admin page log in with another account", async () => {
    renderLogin({
      auth: signedInAs("ana@example.com"),
      state: { from: { pathname: "/dashboard/alluser" }, needsAdmin: true },
    });

    expect(screen.getByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(screen.getByText(/which is not an admin account/)).toHaveTextContent("ana@example.com");
  });
});

describe("LoginPage, what it tells the visitor", () => {
  it("shows the 6-character rule under the password from the start, tied to the field", () => {
    renderLogin();

    const password = screen.getByLabelText("Password");
    const hint = screen.getByText("Use at least 6 characters.");
    expect(password).toHaveAttribute("aria-describedby", hint.id);
  });

  it("keeps the rule and adds the spec's error once the password is too short", async () => {
    renderLogin();

    await fillIn("ana@example.com", "12345");

    const error = await screen.findByText("Must be 6 characters or longer");
    const hint = screen.getByText("Use at least 6 characters.");
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-describedby", `${hint.id} ${error.id}`);
  });

  it.each([
    ["/allproduct", "Sign in to see all our tools and order"],
    ["/purchase/3", "Sign in to see all our tools and order"],
    ["/dashboard/myprofile", "Sign in to see your dashboard: your orders, payments, reviews and profile."],
    ["/paintings/4/buy", "Sign in to buy this painting. You will come back to it right after."],
  ])("says why %s sent the visitor here", (pathname, reason) => {
    renderLogin({ state: { from: { pathname } } });

    expect(screen.getByText(reason)).toBeInTheDocument();
  });

  it("keeps where the visitor was going on its way to sign-up ('Create new account')", async () => {
    const router = renderLogin({ state: { from: { pathname: "/paintings/2/buy" }, needsAdmin: false } });

    await userEvent.click(screen.getByRole("link", { name: "Create new account" }));

    expect(await screen.findByText("Signup page")).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: "/paintings/2/buy" } });
  });

  it("says nothing of the kind to a visitor who came by themselves", () => {
    renderLogin();

    expect(screen.queryByText(/^Sign in to/)).not.toBeInTheDocument();
  });

  it("confirms a password just reset (the reset page says so in the router state)", () => {
    renderLogin({ state: { notice: "password-changed" } });

    expect(notify.success).toHaveBeenCalledWith(
      "Your password has been changed. Sign in with your new password.",
      expect.anything(),
    );
  });

  it("confirms the sign-in with a toast", async () => {
    mockExchange("ana@example.com", fakeJwt({ email: "ana@example.com" }));
    renderLogin();

    await fillIn("ana@example.com", "secret1");

    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith(SIGNED_IN_TOAST, expect.anything());
  });
});

describe("LoginPage, forgot password", () => {
  async function openResetForm(typedEmail = "") {
    const user = userEvent.setup();
    if (typedEmail) await user.type(screen.getByLabelText("Email"), typedEmail);
    const toggle = screen.getByRole("button", { name: "Forgot password?" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    return user;
  }

  it("reveals a form with the typed email, sends the reset link and says so without telling whether the account exists", async () => {
    renderLogin();
    const user = await openResetForm("ana@example.com");

    const field = screen.getByLabelText("Email for the reset link");
    expect(field).toHaveValue("ana@example.com");
    await waitFor(() => expect(field).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Send reset link" }));

    expect(
      await screen.findByText(/If an account exists for ana@example.com, we have sent it a link/),
    ).toBeInTheDocument();
    expect(firebase.sendPasswordReset).toHaveBeenCalledWith("ana@example.com");
  });

  it("answers an unknown account exactly like a known one", async () => {
    firebase.sendPasswordReset.mockRejectedValueOnce(firebase.firebaseError("auth/user-not-found"));
    renderLogin();
    const user = await openResetForm("nobody@example.com");

    await user.click(screen.getByRole("button", { name: "Send reset link" }));

    expect(await screen.findByText(/If an account exists for nobody@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("checks the email first, and shows other failures clearly", async () => {
    renderLogin();
    const user = await openResetForm();

    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(firebase.sendPasswordReset).not.toHaveBeenCalled();

    firebase.sendPasswordReset.mockRejectedValueOnce(firebase.firebaseError("auth/too-many-requests"));
    await user.type(screen.getByLabelText("Email for the reset link"), "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Please wait a few minutes");
    expect(screen.queryByText(/If an account exists/)).not.toBeInTheDocument();
  });
});
