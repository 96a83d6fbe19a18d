import type { MouseEvent } from "react";
import { Outlet, useNavigation } from "react-router-dom";
import { Toaster } from "@/components/ui/toaster";
import { EmailVerificationBanner } from "@/features/auth";
import { Footer } from "./footer";
import { NavBar } from "./nav-bar";
import { RouteAnnouncer } from "./route-announcer";
import { ScrollToTop } from "./scroll-to-top";

export const MAIN_CONTENT_ID = "main-content";

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById(MAIN_CONTENT_ID);
  main?.focus();
  main?.scrollIntoView();
}

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skipToContent}
      className="sr-only rounded-full bg-ink-950 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:outline-3 focus:outline-offset-2 focus:outline-ochre-300"
    >
      Skip to content
    </a>
  );
}

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavBar />
      <EmailVerificationBanner />
      {navigation.state === "loading" ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-ochre-100">
          <div className="h-full w-1/3 animate-pulse bg-terracotta-700" />
        </div>
      ) : null}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <Toaster autoClose={5000} position="top-right" pauseOnHover draggable draggablePercent={80} />
      <ScrollToTop />
      <RouteAnnouncer mainId={MAIN_CONTENT_ID} />
    </div>
  );
}
