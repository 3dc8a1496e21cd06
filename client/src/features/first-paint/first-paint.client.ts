import { CurrentWeekPage } from "@/app-routes";
import { authQueries } from "@/features/auth/auth.queries";
import { LandingPage } from "@/features/auth/signed-in-only";
import { cn } from "@/lib/cn";
import { queryClient } from "@/lib/query-client";
import { type FirstPaintKind, firstPaintKinds, firstPaintMarks } from "./first-paint";

/** Nobody is signed in when the page came without a session cookie: the app starts signed out, without asking. */
export function seedSignedOut() {
  const { name, content } = firstPaintMarks.signedOut;
  if (document.querySelector(`meta[name="${name}"][content="${content}"]`))
    queryClient.setQueryData(authQueries.user().queryKey, null);
}

/** The first paint the server put in #root, if any. */
export function firstPaintKind(): FirstPaintKind | null {
  const kind = document.documentElement.getAttribute(firstPaintMarks.kind);
  return firstPaintKinds.find((known) => known === kind) ?? null;
}

/**
 * Resolves once the app's first render can show the home page in place of its first paint: who is
 * signed in, and the code of the page "/" shows them (RULES §2). Until then the first paint stays,
 * instead of a spinner standing in for it.
 */
export async function homePageReady() {
  // tailwind-merge builds its tables on first use, in the middle of the first render: built now, while the network works.
  setTimeout(() => cn("p-0 p-1"));
  const user = await queryClient.fetchQuery(authQueries.user()).catch(() => null);
  await (user ? CurrentWeekPage : LandingPage).preload().catch(() => undefined);
}

const ENTRANCES = "#root :is(.animate-settle-in, .animate-pop-in, .animate-rise-in)";

/**
 * The app's render replaces the first paint with the same page: its entrance animations are not played
 * a second time. Marked before the browser first styles them (animations.css), nothing is measured.
 */
export function skipRepeatedEntrances() {
  for (const element of document.querySelectorAll(ENTRANCES)) element.setAttribute("data-entered", "");
}
