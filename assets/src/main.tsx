import { StrictMode, startTransition } from "react";
import "./styles/index.css";

// Lazy chunks come from this script's folder (runs as the script itself runs, before any
// chunk is asked for).
__webpack_public_path__ = (document.currentScript as HTMLScriptElement).src.replace(/[^/]+$/, "");

const container = document.getElementById("root");
if (!container) throw new Error('The page has no <div id="root">.');

/** Lets the browser run other tasks (paint, input) before going on: each step below is a short task of its own. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The app's modules are in this script ("eager": no chunk of their own), but each group runs
// its module code in a task of its own (the router, React DOM, then the app's providers)
// rather than all of it in the task that runs this script.
async function start(root: HTMLElement) {
  await nextTask();
  const { createAppRouter, routerReady } = await import(/* webpackMode: "eager" */ "./app/router");
  // Matches the URL and starts loading the page's code (which the shell preloads).
  const router = createAppRouter();
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ "react-dom/client");
  const reactRoot = createRoot(root);
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ "./app");
  // The shell's placeholder (templates/index.html) stays on screen until the page's code is
  // here, so the first render draws the page itself, not a fallback first.
  await routerReady(router);
  // As a transition, React renders the app in small slices instead of one long task.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

void start(container);
