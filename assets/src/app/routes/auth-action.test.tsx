import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter, useLocation } from "react-router-dom";
import type { AuthState } from "@/features/auth";
import * as firebase from "@/testing/mocks/firebase";
import { TestProviders, fakeJwt, jsonResponse, mockApi, signedInAs, signedOut } from "@/testing/test-utils";
import { AuthActionPage, UNKNOWN_LINK } from "./auth-action";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));

beforeEach(() => firebase.resetFirebaseFake());

function LoginProbe() {
  const { state } = useLocation();
  return <p>Login page {JSON.stringify(state)}</p>;
}

function renderAction(search: string, auth: AuthState = signedOut) {
  const router = createMemoryRouter(
    [
      { path: "/auth/action", element: <AuthActionPage /> },
      { path: "/login", element: <LoginProbe /> },
    ],
    { initialEntries: [`/auth/action${search}`] },
  );
  render(
    <TestProviders auth={auth}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe("AuthActionPage, reset password", () => {
  it("checks the link, takes the new password twice and sends the user to log in with a toast", async () => {
    const router = renderAction("?mode=resetPassword&oobCode=code-1");
    const user = userEvent.setup();

    expect(await screen.findByText("ana@example.com")).toBeInTheDocument();
    expect(firebase.checkPasswordResetCode).toHaveBeenCalledWith("code-1");
    expect(screen.getByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
    const hint = screen.getByText("Use at least 6 characters.");
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-describedby", hint.id);

    await user.type(screen.getByLabelText("New password"), "12345");
    await user.type(screen.getByLabelText("Confirm new password"), "12346");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("Must be 6 characters or longer")).toBeInTheDocument();
    expect(screen.getByText("The two passwords are not the same")).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveFocus();
    expect(firebase.resetPassword).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "newpass1");
    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "newpass1");
    await user.click(screen.getByRole("button", { name: "Save new password" }));

    expect(await screen.findByText('Login page {"notice":"password-changed"}')).toBeInTheDocument();
    expect(router.state.historyAction).toBe("REPLACE");
    expect(firebase.resetPassword).toHaveBeenCalledWith("code-1", "newpass1");
  });

  it("says when the link has expired or was used, with the way to a new one", async () => {
    firebase.checkPasswordResetCode.mockRejectedValueOnce(firebase.firebaseError("auth/invalid-action-code"));
    renderAction("?mode=resetPassword&oobCode=used");

    expect(await screen.findByRole("alert")).toHaveTextContent("This link is not valid any more");
    expect(screen.getByRole("link", { name: "Ask for a new link on the login page" })).toHaveAttribute(
      "href",
      "/login",
    );
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });

  it("shows Firebase's refusal of the new password", async () => {
    firebase.resetPassword.mockRejectedValueOnce(firebase.firebaseError("auth/expired-action-code"));
    renderAction("?mode=resetPassword&oobCode=code-1");
    const user = userEvent.setup();
    await screen.findByText("ana@example.com");

    await user.type(screen.getByLabelText("New password"), "newpass1");
    await user.type(screen.getByLabelText("Confirm new password"), "newpass1");
    await user.click(screen.getByRole("button", { name: "Save new password" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("This link has expired. Ask for a new one.");
  });
});

describe("AuthActionPage, verify email", () => {
  it("applies the code for a visitor who is not signed in and offers to sign in", async () => {
    renderAction("?mode=verifyEmail&oobCode=v-1");

    expect(await screen.findByText("Your email address is verified. Thank you!")).toBeInTheDocument();
    expect(firebase.applyEmailCode).toHaveBeenCalledWith("v-1");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("re-exchanges a signed-in user's fresh token, so the server sees the address verified", async () => {
    localStorage.setItem("accessToken", fakeJwt({ email: "ana@example.com" }));
    firebase.setFirebaseUser(firebase.identityFor("ana@example.com"));
    const token = fakeJwt({ email: "ana@example.com" });
    const fetch = mockApi({ "/api/user/ana%40example.com": () => jsonResponse({ token }) });
    renderAction("?mode=verifyEmail&oobCode=v-1", signedInAs("ana@example.com"));

    expect(await screen.findByText("Your email address is verified. Thank you!")).toBeInTheDocument();
    expect(firebase.currentAccount).toHaveBeenCalledWith(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("accessToken")).toBe(token);
    expect(screen.getByRole("link", { name: "Go to my profile" })).toHaveAttribute("href", "/dashboard/myprofile");
  });

  it("explains an expired or used link", async () => {
    firebase.applyEmailCode.mockRejectedValueOnce(firebase.firebaseError("auth/expired-action-code"));
    renderAction("?mode=verifyEmail&oobCode=old");

    expect(await screen.findByRole("alert")).toHaveTextContent("This link has expired or has already been used.");
  });
});

describe("AuthActionPage, e-mail change", () => {
  it("applies the new address's link once, signs this browser out and sends the person to sign in", async () => {
    const signOut = jest.fn(async () => {});
    const router = renderAction("?mode=verifyAndChangeEmail&oobCode=c-1", signedInAs("ana@example.com", signOut));

    expect(screen.getByRole("heading", { name: "Change your email" })).toBeInTheDocument();
    expect(await screen.findByText('Login page {"notice":"email-changed"}')).toBeInTheDocument();
    expect(firebase.applyEmailCode).toHaveBeenCalledTimes(1);
    expect(firebase.applyEmailCode).toHaveBeenCalledWith("c-1");
    expect(signOut).toHaveBeenCalledWith({ quiet: true });
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("takes the old address back from the recover link of a signed-out visitor", async () => {
    renderAction("?mode=recoverEmail&oobCode=r-1");

    expect(await screen.findByText('Login page {"notice":"email-restored"}')).toBeInTheDocument();
    expect(firebase.applyEmailCode).toHaveBeenCalledWith("r-1");
  });

  it("says when the link was used already, and stays signed in", async () => {
    const signOut = jest.fn(async () => {});
    firebase.applyEmailCode.mockRejectedValueOnce(firebase.firebaseError("auth/invalid-action-code"));
    renderAction("?mode=verifyAndChangeEmail&oobCode=used", signedInAs("ana@example.com", signOut));

    expect(await screen.findByRole("alert")).toHaveTextContent("This link is not valid any more");
    expect(screen.getByRole("link", { name: "Go to the login page" })).toHaveAttribute("href", "/login");
    expect(signOut).not.toHaveBeenCalled();
  });
});

it("says a link without a code or with another mode cannot be opened", () => {
  renderAction("?mode=signIn&oobCode=x");

  expect(screen.getByRole("alert")).toHaveTextContent(UNKNOWN_LINK);
});
