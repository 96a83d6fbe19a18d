import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import * as firebase from "@/testing/mocks/firebase";
import type { AuthState, LoginRedirectState } from "@/features/auth";
import { TestProviders, fakeJwt, jsonResponse, mockApi, signedInAs, signedOut } from "@/testing/test-utils";
import * as loader from "@/features/auth/load-firebase";
import { notify } from "@/lib/toast";
import { SIGNED_UP_CHECK_EMAIL_TOAST, SIGNED_UP_TOAST, SignupPage } from "./signup";

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
    ],
    { initialEntries: [{ pathname: "/signup", state }] },
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
