import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import "./styles/index.css";

const container = document.getElementById("root");
if (!container) throw new Error('The page has no <div id="root">.');

const root = createRoot(container);
// As a transition, React renders the app in small slices instead of one long task; the page
// shows its placeholder (templates/index.html, the same as the app's first screen) meanwhile.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
