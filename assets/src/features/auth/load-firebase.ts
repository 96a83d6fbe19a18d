/** The Firebase wrapper, fetched on first use as its own chunk. */
export type FirebaseModule = typeof import("./firebase");

let loading: Promise<FirebaseModule> | null = null;

export function loadFirebase(): Promise<FirebaseModule> {
  loading ??= import(/* webpackChunkName: "firebase" */ "./firebase").catch((error: unknown) => {
    loading = null; // a failed download (offline) may be retried later
    throw error;
  });
  return loading;
}
