import { useEffect } from "react";

const APP_NAME = "Gridiron Picks";
/** index.html's title, kept for the landing page. */
const HOME_TITLE = `${APP_NAME} — College Football Pick'em`;

/** Names the browser tab after the page shown: "Current Week · Gridiron Picks"; null gives the home title. */
export function useDocumentTitle(page: string | null) {
  useEffect(() => {
    document.title = page ? `${page} · ${APP_NAME}` : HOME_TITLE;
  }, [page]);
}
