import { writeAccessToken } from "@/lib/access-token";
import * as firebase from "@/testing/mocks/firebase";
import { fakeJwt } from "@/testing/test-utils";
import * as loader from "./load-firebase";
import { createSession } from "./session";

jest.mock("@/features/auth/firebase", () => jest.requireActual("@/testing/mocks/firebase"));

beforeEach(() => firebase.resetFirebaseFake());

/** Lets the background work (loading Firebase, its first answer) happen. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("createSession", () => {
  it("reads who is signed in from the stored token, the same state object until it changes", () => {
    const session = createSession();
    const listener = jest.fn();
    session.subscribe(listener);

    const signedOut = session.getState();
    expect(signedOut).toEqual({ user: null, loading: false });
    expect(session.getState()).toBe(signedOut);

    writeAccessToken(fakeJwt({ email: "ana@example.com", name: "Ana" }));

    expect(listener).toHaveBeenCalled();
    expect(session.getState()).toEqual({
      user: { email: "ana@example.com", name: "Ana", role: "customer", emailVerified: true },
      loading: false,
    });
    expect(session.getState()).toBe(session.getState());
  });

  it("is loading while an expired token is renewed through Firebase", async () => {
    localStorage.setItem("accessToken", fakeJwt({ email: "ana@example.com" }, -60));
    firebase.setFirebaseUser(firebase.identityFor("ana@example.com"));
    const fresh = fakeJwt({ email: "ana@example.com" });
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ token: fresh }), { status: 200 }));
    const session = createSession();

    expect(session.getState()).toEqual({ user: null, loading: true });
    const stop = session.start();
    await settle();

    expect(localStorage.getItem("accessToken")).toBe(fresh);
    expect(session.getState()).toEqual({
      user: { email: "ana@example.com", name: "", role: "customer", emailVerified: true },
      loading: false,
    });
    stop();
  });

  it("signs out: leaves first (Firebase's code already on its way), then Firebase, then ends the session", async () => {
    localStorage.setItem("accessToken", fakeJwt({ email: "ana@example.com" }));
    firebase.setFirebaseUser(firebase.identityFor("ana@example.com"));
    const load = jest.spyOn(loader, "loadFirebase");
    const steps: string[] = [];
    const session = createSession();
    const stop = session.start({
      onSignedOut: () =>
        void steps.push(
          `left, token ${localStorage.getItem("accessToken") ? "kept" : "gone"}, Firebase ${load.mock.calls.length ? "loading" : "not asked for"}`,
        ),
      onEnded: () => void steps.push("ended"),
    });
    firebase.signOutOfFirebase.mockImplementation(async () => void steps.push("firebase"));

    await session.signOut();

    expect(steps).toEqual(["left, token kept, Firebase loading", "firebase", "ended"]);
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(session.getState().user).toBeNull();
    stop();
  });
});
