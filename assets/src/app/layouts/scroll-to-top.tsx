import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/** A new page starts at its top (or at its #fragment); back and forward keep the browser's own restoring. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === "POP") return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
