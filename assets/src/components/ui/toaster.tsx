import { Suspense, lazy, useSyncExternalStore } from "react";
import type { ToastContainerProps } from "react-toastify";
import { loadToastify, onToastifyRequested, toastifyRequested } from "@/lib/toast";

const LazyToastContainer = lazy(async () => {
  const { ToastContainer } = await loadToastify();
  return { default: ToastContainer };
});

/** The app's one ToastContainer, mounted as soon as the first toast is asked for. */
export function Toaster(props: ToastContainerProps) {
  const requested = useSyncExternalStore(onToastifyRequested, toastifyRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastContainer {...props} />
    </Suspense>
  );
}
