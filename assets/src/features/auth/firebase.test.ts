/**
 * The wrapper's own contract with the SDK's public functions (everything else in the
 * app mocks this wrapper instead): the emulator connection and the order of the calls.
 */
import * as sdk from "firebase/auth";
import type { FirebaseConfig } from "@/lib/config";

jest.mock("firebase/app", () => ({ initializeApp: jest.fn(() => ({ name: "app" })) }));
jest.mock("firebase/auth", () => ({
  GoogleAuthProvider: jest.fn(),
  browserLocalPersistence: { type: "LOCAL" },
  browserPopupRedirectResolver: { popup: true },
  browserSessionPersistence: { type: "SESSION" },
  connectAuthEmulator: jest.fn(),
  createUserWithEmailAndPassword: jest.fn(),
  indexedDBLocalPersistence: { type: "INDEXED_DB" },
  initializeAuth: jest.fn(() => ({ currentUser: null })),
  onAuthStateChanged: jest.fn(),
  signInWithEmailAndPassword: jest.fn(),
  signInWithPopup: jest.fn(),
  signOut: jest.fn(),
  updateProfile: jest.fn(),
}));

let mockFirebaseConfig: FirebaseConfig | null = null;
jest.mock("@/lib/config", () => ({ getConfig: () => ({ currency: "USD", firebase: mockFirebaseConfig }) }));

const project = { apiKey: "demo-api-key", authDomain: "demo-shop.firebaseapp.com", projectId: "demo-shop" };

async function freshWrapper() {
  let wrapper!: typeof import("./firebase");
  await jest.isolateModulesAsync(async () => {
    wrapper = await import("./firebase");
  });
  return wrapper;
}

function fakeUser(email: string | null, displayName: string | null = null) {
  return {
    email,
    displayName,
    getIdToken: jest.fn(async (force?: boolean) => (force ? "fresh-id-token" : "id-token")),
  };
}

describe("firebase wrapper", () => {
  it("keeps sessions like getAuth, without loading the popup helper (Google's api.js) up front", async () => {
    mockFirebaseConfig = { ...project, emulatorUrl: null };
    const wrapper = await freshWrapper();
    jest.mocked(sdk.signOut).mockResolvedValue();

    await wrapper.signOutOfFirebase();

    expect(sdk.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence],
    });
  });

  it("connects to the emulator right after initializeAuth when the page names one", async () => {
    mockFirebaseConfig = { ...project, emulatorUrl: "http://127.0.0.1:9199" };
    const wrapper = await freshWrapper();
    jest.mocked(sdk.signOut).mockResolvedValue();

    await wrapper.signOutOfFirebase();

    const auth = jest.mocked(sdk.initializeAuth).mock.results[0].value;
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(auth, "http://127.0.0.1:9199", { disableWarnings: true });
  });

  it("talks to the real service without an emulator", async () => {
    mockFirebaseConfig = { ...project, emulatorUrl: null };
    const wrapper = await freshWrapper();

    await wrapper.signOutOfFirebase();

    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it("refuses to sign in when the page names no Firebase project", async () => {
    mockFirebaseConfig = null;
    const wrapper = await freshWrapper();

    await expect(wrapper.signInWithPassword("a@example.com", "secret1")).rejects.toMatchObject({
      code: "shop/sign-in-unavailable",
    });
  });

  it("sets the name on sign-up, then takes a fresh ID token that carries it", async () => {
    mockFirebaseConfig = { ...project, emulatorUrl: null };
    const wrapper = await freshWrapper();
    const user = fakeUser("new@example.com");
    jest.mocked(sdk.createUserWithEmailAndPassword).mockResolvedValue({ user } as never);
    jest.mocked(sdk.updateProfile).mockImplementation(async () => {
      expect(user.getIdToken).not.toHaveBeenCalled();
    });

    const identity = await wrapper.signUpWithPassword("New Painter", "new@example.com", "secret1");

    expect(sdk.updateProfile).toHaveBeenCalledWith(user, { displayName: "New Painter" });
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(identity).toEqual({ email: "new@example.com", name: "", idToken: "fresh-id-token" });
  });

  it("signs in with a Google popup and keeps the Google name", async () => {
    mockFirebaseConfig = { ...project, emulatorUrl: null };
    const wrapper = await freshWrapper();
    jest.mocked(sdk.signInWithPopup).mockResolvedValue({ user: fakeUser("gina@example.com", "Gina") } as never);

    await expect(wrapper.signInWithGoogle()).resolves.toEqual({
      email: "gina@example.com",
      name: "Gina",
      idToken: "id-token",
    });
    expect(sdk.signInWithPopup).toHaveBeenCalledWith(
      expect.anything(),
      expect.any(sdk.GoogleAuthProvider),
      sdk.browserPopupRedirectResolver,
    );
  });
});
