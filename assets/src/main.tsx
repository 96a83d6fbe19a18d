import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { createAppRouter, routerReady } from "./app/router";
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

async function start(root: HTMLElement) {
  await nextTask();
  // Matches the URL and starts loading the page's code (which the shell preloads).
  const router = createAppRouter();
  await nextTask();
  const reactRoot = createRoot(root);
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
