import { startTransition, useEffect, useState } from "react";

/**
 * False on the first render, then true from a later task (and always true with `now`): for a
 * part whose setup takes long (a slider measuring the page, a big form), so that the page
 * around it is drawn first and that setup does not make one long task with the page's.
 */
export function useLaterTask(now = false): boolean {
  const [started, setStarted] = useState(now);
  useEffect(() => {
    if (started) return;
    const timer = setTimeout(() => startTransition(() => setStarted(true)), 0);
    return () => clearTimeout(timer);
  }, [started]);
  return started;
}
