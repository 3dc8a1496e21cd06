/** Which first paint the server put in the page: the signed-out landing page or the signed-in week page. */
export const firstPaintKinds = ["landing", "week"] as const;
export type FirstPaintKind = (typeof firstPaintKinds)[number];

/** The page's marks, written by the server (server/http/first-paint.ts) and read by the app as it starts. */
export const firstPaintMarks = {
  /** Attribute of `<html>`: the kind of first paint inside #root. */
  kind: "data-first-paint",
  /** `<meta name="session" content="none">`: the request carried no session cookie, so nobody is signed in. */
  signedOut: { name: "session", content: "none" },
} as const;
