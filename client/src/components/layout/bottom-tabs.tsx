import { Link, useLocation } from "wouter";
import { cn } from "@/lib/cn";
import { isNavItemActive, mainNavItems } from "./nav-items";

/** RULES §2: small screens navigate with a bottom tab bar (Week, Trivia, Board, Leagues). */
export function BottomTabs() {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Tabs"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-4">
        {mainNavItems.map(({ href, shortLabel, icon: Icon }) => {
          const active = isNavItemActive(href, location);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-full flex-col items-center justify-center gap-1 text-xs font-medium text-muted-foreground transition-colors",
                  active ? "text-primary" : "hover:text-foreground",
                )}
              >
                <Icon className={cn("size-5 transition-transform", active && "scale-110")} aria-hidden="true" />
                {shortLabel}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
