import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Route, Routes } from "react-router-dom";
import { useFirebaseAccount } from "@/features/auth";
import { notify } from "@/lib/toast";
import * as firebase from "@/testing/mocks/firebase";
import { fakeJwt, jsonResponse, mockApi, renderWithProviders, signedInAs } from "@/testing/test-utils";
import type { Me } from "@/features/profile";
import { ACCOUNT_DELETED, MyProfilePage, SIGNED_OUT_EVERYWHERE } from "./my-profile";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));
jest.mock("@/lib/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn(), show: jest.fn() },
}));

const address = {
  fullName: "Ana Lima",
  line1: "1 Rue des Arts",
  line2: "",
  city: "Lyon",
  region: "",
  postalCode: "69001",
  country: "FR",
  countryName: "France",
  phone: "",
};

function account(details: Partial<Me> = {}): Me {
  return {
    email: "ana@example.com",
    name: "Ana Lima",
    role: "customer",
    emailVerified: true,
    deliveryAddress: null,
    dateJoined: "2026-01-02T10:00:00Z",
    ...details,
  };
}

const countries = [
  { code: "FR", name: "France" },
  { code: "US", name: "United States" },
];

function mockProfileApi(me: Me, handlers: Record<string, unknown> = {}) {
  return mockApi({
    "/api/countries": countries,
    "/api/delivery-address": { deliveryAddress: me.deliveryAddress },
    "/api/me": (_url: URL, init?: RequestInit) => ((init?.method ?? "GET") === "GET" ? jsonResponse(me) : undefined),
    ...handlers,
  });
}

const signOut = jest.fn(async () => {});

/** Signed in with a token that does not say whether the account has a password, unless told. */
function renderProfile(hasPassword?: boolean) {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/myprofile" element={<MyProfilePage />} />
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    {
      route: "/dashboard/myprofile",
      auth: signedInAs("ana@example.com", signOut, { name: "Ana Lima", hasPassword }),
    },
  );
}

function section(name: string) {
  return screen.getByRole("region", { name });
}

beforeEach(() => {
  firebase.resetFirebaseFake();
  firebase.setFirebaseUser(firebase.identityFor("ana@example.com"));
});

describe("MyProfilePage, loading", () => {
  it("shows the account from GET /api/me", async () => {
    mockProfileApi(account());
    renderProfile();

    expect(screen.getByRole("heading", { level: 1, name: "My Profile" })).toBeInTheDocument();
    expect(await screen.findByLabelText("Name")).toHaveValue("Ana Lima");
    expect(screen.getByText("Hello, Ana Lima.")).toBeInTheDocument();
    expect(within(section("Email")).getByText("ana@example.com")).toBeInTheDocument();
    expect(within(section("Default delivery address")).getByText(/You have no saved address yet/)).toBeInTheDocument();
  });

  it("says when the profile cannot be loaded, and tries again", async () => {
    let calls = 0;
    mockApi({
      "/api/me": () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ detail: "The shop had a problem.", code: "error" }, 500)
          : jsonResponse(account());
      },
      "/api/countries": countries,
      "/api/delivery-address": { deliveryAddress: null },
    });
    renderProfile();

    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load your profile");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Name")).toHaveValue("Ana Lima");
  });
});

describe("MyProfilePage, name and address", () => {
  it("saves the name with PATCH /api/me, and shows the server's field error under it", async () => {
    const patches: unknown[] = [];
    mockProfileApi(account(), {
      "/api/me": (_url: URL, init?: RequestInit) => {
        if (init?.method !== "PATCH") return jsonResponse(account());
        const body = JSON.parse(String(init.body));
        patches.push(body);
        if (patches.length === 1)
          return jsonResponse({ detail: "Check the name.", code: "invalid", fields: { name: ["Too fancy."] } }, 400);
        return jsonResponse(account({ name: body.name }));
      },
    });
    renderProfile();
    const user = userEvent.setup();
    const name = await screen.findByLabelText("Name");

    await user.clear(name);
    await user.type(name, "  Ana Maria  ");
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("Too fancy.")).toBeInTheDocument();
    expect(name).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Save name" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Your name is saved.", expect.anything()));
    expect(patches).toEqual([{ name: "Ana Maria" }, { name: "Ana Maria" }]);
  });

  it("needs a name", async () => {
    const fetch = mockProfileApi(account());
    renderProfile();
    const user = userEvent.setup();

    await user.clear(await screen.findByLabelText("Name"));
    await user.click(screen.getByRole("button", { name: "Save name" }));

    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
  });

  it("saves the default address, with the order form's checks and the server's errors under each field", async () => {
    const patches: unknown[] = [];
    let current = account();
    mockProfileApi(current, {
      "/api/me": (_url: URL, init?: RequestInit) => {
        if (init?.method !== "PATCH") return jsonResponse(current);
        const body = JSON.parse(String(init.body));
        patches.push(body);
        if (patches.length === 1)
          return jsonResponse(
            {
              detail: "Check the address.",
              code: "invalid",
              fields: { "deliveryAddress.postalCode": ["Not a postal code of France."] },
            },
            400,
          );
        current = account({ deliveryAddress: { ...body.deliveryAddress, countryName: "France" } });
        return jsonResponse(current);
      },
    });
    renderProfile();
    const user = userEvent.setup();
    const form = await screen.findByRole("group", { name: "Delivery address" });

    await user.click(within(section("Default delivery address")).getByRole("button", { name: "Save address" }));
    expect(await within(form).findByText("Enter the city")).toBeInTheDocument();
    expect(within(form).getByLabelText(/Full name/)).toHaveFocus();

    await user.type(within(form).getByLabelText(/Full name/), "Ana Lima");
    await user.type(within(form).getByLabelText(/Address line 1/), "1 Rue des Arts");
    await user.type(within(form).getByLabelText(/^City/), "Lyon");
    await user.type(within(form).getByLabelText(/Postal code/), "ABC");
    await waitFor(() => expect(within(form).getByRole("option", { name: "France" })).toBeInTheDocument());
    await user.selectOptions(within(form).getByLabelText(/Country/), "FR");
    await user.click(screen.getByRole("button", { name: "Save address" }));

    expect(await screen.findByText("Not a postal code of France.")).toBeInTheDocument();
    expect(within(form).getByLabelText(/Postal code/)).toHaveFocus();

    await user.clear(within(form).getByLabelText(/Postal code/));
    await user.type(within(form).getByLabelText(/Postal code/), "69001");
    await user.click(screen.getByRole("button", { name: "Save address" }));

    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith("Your delivery address is saved.", expect.anything()),
    );
    expect(patches[1]).toEqual({ deliveryAddress: { ...address, countryName: undefined, postalCode: "69001" } });
    expect(await screen.findByRole("button", { name: "Remove saved address" })).toBeInTheDocument();
  });
});

describe("MyProfilePage, e-mail", () => {
  it("sends a link to the new address after the password, and says what is wrong first", async () => {
    mockProfileApi(account());
    renderProfile();
    const user = userEvent.setup();
    const email = await screen.findByRole("region", { name: "Email" });
    const fresh = within(email).getByLabelText("New email");
    const password = within(email).getByLabelText("Your password");
    const submit = within(email).getByRole("button", { name: "Change email" });

    await user.type(fresh, "ana@example.com");
    await user.type(password, "secret1");
    await user.click(submit);
    expect(await within(email).findByText("This is your email address already.")).toBeInTheDocument();
    expect(firebase.requestEmailChange).not.toHaveBeenCalled();

    firebase.requestEmailChange.mockRejectedValueOnce(firebase.firebaseError("auth/email-already-in-use"));
    await user.clear(fresh);
    await user.type(fresh, "bob@example.com");
    await user.click(submit);
    expect(await within(email).findByText("This email belongs to another account.")).toBeInTheDocument();
    expect(fresh).toHaveFocus();

    firebase.requestEmailChange.mockRejectedValueOnce(firebase.firebaseError("auth/wrong-password"));
    await user.clear(fresh);
    await user.type(fresh, "ana.lima@example.com");
    await user.click(submit);
    expect(await within(email).findByText("Your current password is not right.")).toBeInTheDocument();
    expect(password).toHaveFocus();

    await user.clear(password);
    await user.type(password, "right1");
    await user.click(submit);

    expect(await within(email).findByRole("status")).toHaveTextContent(
      "We sent a link to ana.lima@example.com. Your email changes when you open it",
    );
    expect(firebase.requestEmailChange).toHaveBeenLastCalledWith("right1", "ana.lima@example.com");
    expect(fresh).toHaveValue("");
    expect(within(email).getByText("ana@example.com")).toBeInTheDocument();
  });

  it("is not offered to a Google account", async () => {
    firebase.setAccount({ hasPassword: false });
    mockProfileApi(account());
    renderProfile();

    await screen.findByLabelText("Name");
    await waitFor(() => expect(firebase.currentAccount).toHaveBeenCalled());
    expect(within(section("Email")).queryByLabelText("New email")).not.toBeInTheDocument();
  });
});

describe("MyProfilePage, password", () => {
  it("changes the password of an e-mail/password account, and says when the current one is wrong", async () => {
    const fresh = fakeJwt({ email: "ana@example.com" });
    const exchanges: string[] = [];
    mockProfileApi(account(), {
      "/api/user/ana%40example.com": (_url: URL, init?: RequestInit) => {
        exchanges.push(String(new Headers(init?.headers).get("Authorization")));
        return jsonResponse({ token: fresh });
      },
    });
    renderProfile();
    const user = userEvent.setup();
    const passwordSection = await screen.findByRole("region", { name: "Change password" });
    const current = within(passwordSection).getByLabelText("Current password");
    const newPassword = within(passwordSection).getByLabelText("New password");
    expect(newPassword).toHaveAttribute(
      "aria-describedby",
      within(passwordSection).getByText("Use at least 6 characters.").id,
    );

    firebase.changePassword.mockRejectedValueOnce(firebase.firebaseError("auth/invalid-credential"));
    await user.type(current, "wrong-one");
    await user.type(newPassword, "newpass1");
    await user.type(within(passwordSection).getByLabelText("Confirm new password"), "newpass1");
    await user.click(within(passwordSection).getByRole("button", { name: "Change password" }));

    expect(await within(passwordSection).findByText("Your current password is not right.")).toBeInTheDocument();
    expect(current).toHaveFocus();

    await user.clear(current);
    await user.type(current, "oldpass1");
    await user.click(within(passwordSection).getByRole("button", { name: "Change password" }));

    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith("Your password has been changed.", expect.anything()),
    );
    expect(firebase.changePassword).toHaveBeenLastCalledWith("oldpass1", "newpass1");
    expect(current).toHaveValue("");
    // The shop hears of it at once (its older tokens end) and this session keeps a fresh token.
    expect(exchanges).toEqual([`Bearer ${firebase.firebaseIdToken("ana@example.com")}`]);
    expect(localStorage.getItem("accessToken")).toBe(fresh);
  });

  it("is not offered to a Google account", async () => {
    firebase.setAccount({ hasPassword: false });
    mockProfileApi(account());
    renderProfile();

    await screen.findByLabelText("Name");
    await waitFor(() => expect(firebase.currentAccount).toHaveBeenCalled());
    expect(screen.queryByRole("region", { name: "Change password" })).not.toBeInTheDocument();
  });
});

describe("MyProfilePage, from the shop's token", () => {
  it.each([
    [true, 1],
    [false, 0],
  ])(
    "offers the e-mail and password forms (has a password: %s) without asking Firebase",
    async (hasPassword, forms) => {
      mockProfileApi(account());
      renderProfile(hasPassword);

      await screen.findByLabelText("Name");
      expect(within(section("Email")).queryAllByLabelText("New email")).toHaveLength(forms);
      expect(screen.queryAllByRole("region", { name: "Change password" })).toHaveLength(forms);
      expect(firebase.currentAccount).not.toHaveBeenCalled();
    },
  );
});

/** Asks Firebase about the account once its button is pressed, as the e-mail banner does once its code has loaded. */
function LateAsker() {
  const [asking, setAsking] = useState(false);
  return asking ? <Asker /> : <button onClick={() => setAsking(true)}>Ask Firebase</button>;
}

function Asker() {
  useFirebaseAccount();
  return null;
}

describe("MyProfilePage, when the banner asks Firebase later", () => {
  it("keeps the forms and what is typed in them while Firebase answers", async () => {
    const user = userEvent.setup();
    mockProfileApi(account({ emailVerified: false }));
    firebase.currentAccount.mockImplementationOnce(() => new Promise(() => {}));
    renderWithProviders(
      <Routes>
        <Route
          path="/dashboard/myprofile"
          element={
            <>
              <MyProfilePage />
              <LateAsker />
            </>
          }
        />
      </Routes>,
      {
        route: "/dashboard/myprofile",
        auth: signedInAs("ana@example.com", signOut, { name: "Ana Lima", hasPassword: true }),
      },
    );

    await user.type(await screen.findByLabelText("New email"), "ana.new@example.com");
    await user.click(screen.getByRole("button", { name: "Ask Firebase" }));

    await waitFor(() => expect(firebase.currentAccount).toHaveBeenCalled());
    expect(screen.queryByText("Loading your profile…")).not.toBeInTheDocument();
    expect(screen.getByLabelText("New email")).toHaveValue("ana.new@example.com");
  });
});

describe("MyProfilePage, data and deletion", () => {
  it("downloads the data from GET /api/me/export as a JSON file", async () => {
    const exported = { account: { email: "ana@example.com" }, orders: [{ id: 7 }], reviews: [] };
    mockProfileApi(account(), { "/api/me/export": exported });
    const createObjectURL = jest.fn((blob: Blob) => {
      void blob;
      return "blob:data";
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicks: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderProfile();

    await userEvent.click(await screen.findByRole("button", { name: "Download my data" }));

    expect(await screen.findByText(/Your data is downloaded/)).toBeInTheDocument();
    expect(clicks[0].download).toBe("brush-and-canvas-my-data.json");
    const blob = createObjectURL.mock.calls[0][0];
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(JSON.parse(text)).toEqual(exported);
  });

  it("deletes the account once the e-mail is typed, then signs out, toasts and goes home", async () => {
    const deletes: unknown[] = [];
    mockProfileApi(account(), {
      "/api/me": (_url: URL, init?: RequestInit) => {
        if (init?.method !== "DELETE") return jsonResponse(account());
        deletes.push(JSON.parse(String(init.body)));
        return new Response(null, { status: 204 });
      },
    });
    renderProfile();
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Delete my account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("Type your email address to confirm.")).toBeInTheDocument();
    expect(deletes).toEqual([]);

    await user.type(within(dialog).getByLabelText("Type ana@example.com to confirm"), "ANA@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));

    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(deletes).toEqual([{ confirm: "ANA@example.com" }]);
    expect(signOut).toHaveBeenCalledWith({ quiet: true });
    expect(notify.success).toHaveBeenCalledWith(ACCOUNT_DELETED, expect.anything());
  });

  it("shows why the server refuses (orders on their way) and keeps the account", async () => {
    const refusal =
      "You have orders on their way. You can delete your account once they have been delivered or refunded.";
    mockProfileApi(account(), {
      "/api/me": (_url: URL, init?: RequestInit) =>
        init?.method === "DELETE"
          ? jsonResponse({ detail: refusal, code: "orders_in_progress" }, 409)
          : jsonResponse(account()),
    });
    renderProfile();
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Delete my account" }));
    const dialog = screen.getByRole("dialog");
    await user.type(within(dialog).getByLabelText("Type ana@example.com to confirm"), "ana@example.com{Enter}");

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
    expect(signOut).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Keep my account" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("MyProfilePage, sign out everywhere", () => {
  it("ends every session with POST /api/me/sign-out-everywhere, then signs out here and goes to the login page", async () => {
    const posts: string[] = [];
    mockProfileApi(account(), {
      "/api/me/sign-out-everywhere": (_url: URL, init?: RequestInit) => {
        posts.push(String(init?.method));
        return new Response(null, { status: 204 });
      },
    });
    renderProfile();
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    const dialog = screen.getByRole("dialog", { name: "Sign out everywhere?" });
    expect(posts).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Sign out everywhere" }));

    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(posts).toEqual(["POST"]);
    expect(signOut).toHaveBeenCalledWith({ quiet: true });
    expect(notify.success).toHaveBeenCalledWith(SIGNED_OUT_EVERYWHERE, expect.anything());
  });

  it("says why when it cannot, and keeps the session", async () => {
    const unavailable = "We couldn't sign you out everywhere just now. Please try again in a minute.";
    mockProfileApi(account(), {
      "/api/me/sign-out-everywhere": () => jsonResponse({ detail: unavailable, code: "identity_unavailable" }, 503),
    });
    renderProfile();
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Sign out everywhere" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(unavailable);
    expect(signOut).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Stay signed in" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
