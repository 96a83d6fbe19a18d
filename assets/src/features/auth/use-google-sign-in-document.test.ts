import { renderHook } from "@testing-library/react";
import { getConfig, type ShopConfig } from "@/lib/config";
import { useGoogleSignInDocument } from "./use-google-sign-in-document";

jest.mock("@/lib/config", () => ({ getConfig: jest.fn() }));

const firebase = { apiKey: "k", authDomain: "demo.firebaseapp.com", projectId: "demo", emulatorUrl: null };

function documentLoadedAt(path: string) {
  // jsdom keeps no navigation timing: the browser's entry for the document, as it gives it.
  Object.defineProperty(performance, "getEntriesByType", {
    configurable: true,
    value: (type: string) => (type === "navigation" ? [{ name: `http://localhost${path}` }] : []),
  });
}

function withConfig(config: Partial<ShopConfig>) {
  jest.mocked(getConfig).mockReturnValue({ currency: "USD", firebase, stripe: null, ...config });
}

describe("useGoogleSignInDocument", () => {
  beforeEach(() => window.history.pushState({}, "", "/login"));

  it("loads the sign-in page again when the app came to it from another page", () => {
    withConfig({ googleSignIn: false });
    documentLoadedAt("/allproduct");
    const reload = jest.fn();

    renderHook(() => useGoogleSignInDocument(reload));

    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("leaves a page loaded as a sign-in page alone", () => {
    withConfig({ googleSignIn: true });
    documentLoadedAt("/allproduct");
    const reload = jest.fn();

    renderHook(() => useGoogleSignInDocument(reload));

    expect(reload).not.toHaveBeenCalled();
  });

  it("never reloads a document loaded at this very path (no loop)", () => {
    withConfig({ googleSignIn: false });
    documentLoadedAt("/login");
    const reload = jest.fn();

    renderHook(() => useGoogleSignInDocument(reload));

    expect(reload).not.toHaveBeenCalled();
  });

  it("does nothing when sign-in is unavailable", () => {
    withConfig({ firebase: null, googleSignIn: false });
    documentLoadedAt("/allproduct");
    const reload = jest.fn();

    renderHook(() => useGoogleSignInDocument(reload));

    expect(reload).not.toHaveBeenCalled();
  });
});
