import type { ReactNode } from "react";
import { BottomTabs } from "./bottom-tabs";
import { Footer } from "./footer";
import { Header } from "./header";

/**
 * RULES §2: every screen sits under the sticky header and above the footer; below md the page ends
 * the fixed tab bar's height (h-16 and the safe-area inset) above the viewport's foot, so nothing stays under it.
 */
export function StandardLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <Footer />
      <BottomTabs />
    </div>
  );
}
