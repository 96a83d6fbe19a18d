import { useEffect } from "react";

export const SHOP_NAME = "Brush & Canvas";

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
}

/** Sets `document.title` to "<title> | Brush & Canvas" while the page is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
