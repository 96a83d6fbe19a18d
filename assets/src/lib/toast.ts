/**
 * Toasts without putting react-toastify in the first download: the library (and
 * the root's <Toaster>, which mounts its ToastContainer) loads on the first toast.
 * Show toasts with `notify`, not with react-toastify's `toast` directly.
 */
import type { ToastContent, ToastOptions } from "react-toastify";

type Toastify = typeof import("./toastify");

let toastify: Promise<Toastify> | null = null;
const listeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import(/* webpackChunkName: "toastify" */ "./toastify");
    listeners.forEach((listener) => listener());
  }
  return toastify;
}

export function toastifyRequested(): boolean {
  return toastify !== null;
}

export function onToastifyRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: "success" | "error" | "info" | "warning" | "default") {
  return async (content: ToastContent, options?: ToastOptions) => {
    const { toast } = await loadToastify();
    return kind === "default" ? toast(content, options) : toast[kind](content, options);
  };
}

export const notify = {
  show: show("default"),
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
};
