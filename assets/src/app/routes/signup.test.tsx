import { render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import * as firebase from "@/testing/mocks/firebase";
import type { AuthState, LoginRedirectState } from "@/features/auth";
import { TestProviders, fakeJwt, jsonResponse, mockApi, signedInAs, signedOut } from "@/testing/test-utils";
import * as loader from "@/features/auth/load-firebase";
import { notify } from "@/lib/toast";
import { SIGNED_UP_CHECK_EMAIL_TOAST, SIGNED_UP_TOAST, SIGN_IN_INSTEAD, SignupPage, waitSentence } from "./signup";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

beforeEach(() => firebase.resetFirebaseFake());

function renderSignup({ auth = signedOut, state }: { auth?: AuthState; state?: LoginRedirectState } = {}) {
  const router = createMemoryRouter(
    [
      { path: "/signup", element: <SignupPage /> },
      { path: "/login", element: <p>Login page</p> },
      { path: "/home", element: <p>Home page</p> },
      { path: "/", element: <p>Root page</p> },
      { path: "/dashboard/review", element: <p>Review page</p> },
      { path: "/paintings", element: <p>Gallery page</p> },
    ],
    { initialEntries: ["/paintings", { pathname: "/signup", state }], initialIndex: 1 },
  );
  render(
    <TestProviders auth={auth}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

async function fillIn({ name = "", email = "", password = "" }) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText("Name"), name);
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign Up" }));
}

describe("SignupPage", () => {
  it("requires a name, an email and a password", async () => {
    renderSignup();

    await fillIn({});

    expect(await screen.findByText("Name is required")).toHaveClass("text-red-700");
    expect(screen.getByText("Email is required")).toHaveClass("text-red-700");
    expect(screen.getByText("Password is required")).toHaveClass("text-red-700");
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-describedby", screen.getByText("Name is required").id);
    expect(firebase.signUpWithPassword).not.toHaveBeenCalled();
  });

  it("checks the email's shape and the password's length", async () => {
    renderSignup();

    await fillIn({ name: "Ana", email: "not-an-email", password: "12345" });

    expect(await screen.findByText("Provide a valid email")).toBeInTheDocument();
    expect(screen.getByText("Must be 6 characters or longer")).toBeInTheDocument();
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
  });

  it("has autocomplete hints for a new account and a link to log in", () => {
    renderSignup();

    expect(screen.getByLabelText("Name")).toHaveAttribute("autocomplete", "name");
    expect(screen.getByLabelText("Email")).toHaveAttribute("autocomplete", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "new-password");
    expect(screen.getByRole("link", { name: "Please login" })).toHaveAttribute("href", "/login");
  });

  it("loads Firebase as soon as it is shown", () => {
    const load = jest.spyOn(loader, "loadFirebase");

    renderSignup();

    expect(load).toHaveBeenCalled();
  });

  it("creates the account, sends the name with the exchange and goes to /home", async () => {
    const token = fakeJwt({ email: "new@example.com", name: "New Painter" });
    const fetch = mockApi({ "/api/user/new%40example.com": () => jsonResponse({ token }) });
    renderSignup();

    await fillIn({ name: "New Painter", email: "new@example.com", password: "secret1" });

    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(firebase.signUpWithPassword).toHaveBeenCalledWith("New Painter", "new@example.com", "secret1");
    expect(localStorage.getItem("accessToken")).toBe(token);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/user/new%40example.com");
    expect((init?.headers as Record<string, string>).Authorization).toBe(
      "Bearer firebase-id-token-for-new@example.com",
    );
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "new@example.com",
      name: "New Painter",
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(firebase.sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(notify.success).toHaveBeenCalledWith(SIGNED_UP_CHECK_EMAIL_TOAST, expect.anything());
  });

  it("still goes to /home when the verification e-mail could not be sent (the banner offers it again)", async () => {
    firebase.sendVerificationEmail.mockRejectedValueOnce(firebase.firebaseError("auth/too-many-requests"));
    mockApi({ "/api/user/new%40example.com": () => jsonResponse({ token: fakeJwt({ email: "new@example.com" }) }) });
    renderSignup();

    await fillIn({ name: "New Painter", email: "new@example.com", password: "secret1" });

    expect(await screen.findByText("Home page")).toBeInTheDocument();
  });

  it("shows the 6-character rule under the password before any error", () => {
    renderSignup();

    const hint = screen.getByText("Use at least 6 characters.");
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-describedby", hint.id);
  });

  it("sends a signed-in visitor where the login page would: the origin, else /", async () => {
    renderSignup({ auth: signedInAs("ana@example.com") });
    expect(await screen.findByText("Root page")).toBeInTheDocument();
  });

  it("sends a signed-in visitor back to the page they came from", async () => {
    renderSignup({ auth: signedInAs("ana@example.com"), state: { from: { pathname: "/dashboard/review" } } });
    expect(await screen.findByText("Review page")).toBeInTheDocument();
  });

  it("says when the email is taken", async () => {
    firebase.signUpWithPassword.mockRejectedValueOnce(firebase.firebaseError("auth/email-already-in-use"));
    renderSignup();

    await fillIn({ name: "Ana", email: "ana@example.com", password: "secret1" });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("An account with this email already exists.");
    expect(alert).toHaveClass("text-red-700");
  });

  it("signs up with Google and goes to /home", async () => {
    mockApi({ "/api/user/gina%40example.com": () => jsonResponse({ token: fakeJwt({ email: "gina@example.com" }) }) });
    renderSignup();

    await userEvent.click(screen.getByRole("button", { name: "CONTINUE WITH GOOGLE" }));

    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(firebase.sendVerificationEmail).not.toHaveBeenCalled();
    expect(notify.success).toHaveBeenCalledWith(SIGNED_UP_TOAST, expect.anything());
  });
});

const EMAIL = "new@example.com";
const EXCHANGE = "/api/user/new%40example.com";
const SIGNED_UP = { name: "New Painter", email: EMAIL, password: "secret1" };

function throttled(seconds: number) {
  const detail = `Too many sign-in attempts. Please try again in ${seconds} seconds.`;
  return jsonResponse({ detail, code: "throttled", retryAfter: seconds }, 429);
}

/** The exchange at `path` answers each of `answers` in turn (the last one from then on). */
function exchangeAnswers(path: string, ...answers: (() => Response)[]) {
  let call = 0;
  return mockApi({ [path]: () => answers[Math.min(call++, answers.length - 1)]() });
}

/** The welcome toast the page raised, drawn as the toast container (inside the router) would. */
function renderToast(): ReturnType<typeof createMemoryRouter> {
  const [content] = jest.mocked(notify.success).mock.calls[0];
  const router = createMemoryRouter(
    [
      { path: "/home", element: content as ReactElement },
      { path: "/paintings/:id/buy", element: <p>Buy painting page</p> },
      { path: "/purchase/:id", element: <p>Purchase page</p> },
    ],
    { initialEntries: ["/home"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("SignupPage when the shop asks the new account to wait", () => {
  it("waits as told, saying so in one sentence, and tries again until signed in", async () => {
    const token = fakeJwt({ email: EMAIL });
    const fetch = exchangeAnswers(
      EXCHANGE,
      () => throttled(2),
      () => jsonResponse({ token }),
    );
    renderSignup();

    await fillIn(SIGNED_UP);

    // Said once to a screen reader; counted down on the screen.
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(waitSentence(2)));
    expect(screen.getByText(waitSentence(2), { ignore: "[role=status]" })).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(
      await screen.findByText("Almost there: finishing your sign-up in 1 second.", { ignore: "[role=status]" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Almost there: finishing your sign-up in 2 seconds.");
    expect(await screen.findByText("Home page", {}, { timeout: 4000 })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem("accessToken")).toBe(token);
    // The new Firebase account stays signed in: nothing is left half made.
    expect(firebase.signOutOfFirebase).not.toHaveBeenCalled();
    expect(firebase.sendVerificationEmail).toHaveBeenCalledTimes(1);
  });

  it("gives up on a wait too long, says the shop's sentence once and offers to sign in instead", async () => {
    exchangeAnswers(EXCHANGE, () => throttled(900));
    renderSignup({ state: { from: { pathname: "/paintings/2/buy" } } });

    await fillIn(SIGNED_UP);

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(/^Too many sign-in attempts/)).toHaveTextContent(
      /^Too many sign-in attempts\. Please try again in 900 seconds\.$/,
    );
    expect(alert).not.toHaveTextContent("Expected available");
    expect(within(alert).getByRole("link", { name: SIGN_IN_INSTEAD })).toHaveAttribute("href", "/login");
    expect(firebase.signOutOfFirebase).toHaveBeenCalled();
    expect(localStorage.getItem("accessToken")).toBeNull();
  });

  it("retries a Google sign-up the same way", async () => {
    exchangeAnswers(
      "/api/user/gina%40example.com",
      () => throttled(1),
      () => jsonResponse({ token: fakeJwt({ email: "gina@example.com" }) }),
    );
    renderSignup();

    await userEvent.click(screen.getByRole("button", { name: "CONTINUE WITH GOOGLE" }));

    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(waitSentence(1)));
    expect(await screen.findByText("Home page", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(firebase.signOutOfFirebase).not.toHaveBeenCalled();
  });
});

describe("SignupPage, the way back to what the visitor was doing", () => {
  it("offers to sign in instead of an e-mail already taken, keeping where the visitor was going", async () => {
    firebase.signUpWithPassword.mockRejectedValueOnce(firebase.firebaseError("auth/email-already-in-use"));
    const router = renderSignup({ state: { from: { pathname: "/paintings/2/buy" } } });

    await fillIn({ name: "Ana", email: "ana@example.com", password: "secret1" });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/^An account with this email already exists\.Sign in instead$/);
    await userEvent.click(within(alert).getByRole("link", { name: "Sign in instead" }));
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: "/paintings/2/buy" } });
  });

  it("keeps where the visitor was going on the 'Please login' link too", async () => {
    const router = renderSignup({ state: { from: { pathname: "/purchase/7" } } });

    await userEvent.click(screen.getByRole("link", { name: "Please login" }));

    expect(router.state.location.state).toEqual({ from: { pathname: "/purchase/7" } });
  });

  it("lands on /home with a welcome that leads back to the painting, until closed", async () => {
    mockApi({
      "/api/paintings/2": { _id: 2, title: "Harbour at Dusk", state: "available" },
      [EXCHANGE]: () => jsonResponse({ token: fakeJwt({ email: EMAIL }) }),
    });
    renderSignup({ state: { from: { pathname: "/paintings/2/buy" } } });

    await fillIn(SIGNED_UP);

    expect(await screen.findByText("Home page")).toBeInTheDocument();
    const options = jest.mocked(notify.success).mock.calls[0][1];
    expect(options).toMatchObject({ autoClose: false, position: "bottom-right" });
    const router = renderToast();
    expect(screen.getByText(SIGNED_UP_CHECK_EMAIL_TOAST)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Continue with Harbour at Dusk" }));
    expect(await screen.findByText("Buy painting page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/paintings/2/buy");
  });

  it("leads back to the tool by its name", async () => {
    mockApi({
      "/api/tools/7": { _id: 7, name: "Sable brush no. 6" },
      [EXCHANGE]: () => jsonResponse({ token: fakeJwt({ email: EMAIL }) }),
    });
    renderSignup({ state: { from: { pathname: "/purchase/7" } } });

    await fillIn(SIGNED_UP);

    expect(await screen.findByText("Home page")).toBeInTheDocument();
    renderToast();
    expect(screen.getByRole("link", { name: "Continue with Sable brush no. 6" })).toHaveAttribute(
      "href",
      "/purchase/7",
    );
  });

  it("welcomes a visitor who came by themselves for 5 s, below the page's top (the verify banner's buttons)", async () => {
    mockApi({ [EXCHANGE]: () => jsonResponse({ token: fakeJwt({ email: EMAIL }) }) });
    renderSignup({ state: { from: { pathname: "/dashboard/review" } } });

    await fillIn(SIGNED_UP);

    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith(SIGNED_UP_CHECK_EMAIL_TOAST, {
      toastId: "signed-up",
      position: "bottom-right",
      autoClose: 5000,
    });
  });

  it("sends a signed-in visitor on in place of /signup (Back skips it)", async () => {
    const router = renderSignup({ auth: signedInAs("ana@example.com") });

    expect(await screen.findByText("Root page")).toBeInTheDocument();
    expect(router.state.historyAction).toBe("REPLACE");
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe("/paintings");
  });
});
