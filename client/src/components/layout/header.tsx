import { LogIn } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { SIGN_IN_PATH } from "@/features/auth/auth-navigation";
import { cn } from "@/lib/cn";
import { lazyNamed } from "@/lib/lazy-named";
import { AdminButton } from "./admin-button";
import { Logo } from "./logo";
import { howItWorksNavItem, isNavItemActive, mainNavItems } from "./nav-items";
import { ThemeToggle } from "./theme-toggle";
import { UserMenuPlaceholder } from "./user-menu-placeholder";

// The menu's dropdown code is for signed-in players only and follows the page's first paint.
const UserMenu = lazyNamed(() => import("./user-menu"), "UserMenu");

export function Header() {
  const [location] = useLocation();
  const { user, isLoading } = useCurrentUser();

  return (
    <header className="sticky top-0 z-40 h-16 border-b bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/65">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4 lg:px-6">
        <Link href="/" aria-label="Gridiron Picks home" className="shrink-0 rounded-lg">
          <Logo size="sm" nameClassName="md:max-lg:hidden" />
        </Link>

        <nav aria-label="Main" className="hidden flex-1 items-center gap-0.5 md:flex lg:gap-1">
          <HeaderLink href={howItWorksNavItem.href} active={isNavItemActive(howItWorksNavItem.href, location)}>
            {howItWorksNavItem.label}
          </HeaderLink>
          {mainNavItems.map((item) => (
            <HeaderLink key={item.href} href={item.href} active={isNavItemActive(item.href, location)}>
              {item.label}
            </HeaderLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <AdminButton />
          <ThemeToggle />
          {user ? (
            <Suspense fallback={<UserMenuPlaceholder user={user} />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            !isLoading && (
              <Button asChild variant="outline" size="sm" className="ml-1">
                <a href={SIGN_IN_PATH}>
                  <LogIn /> Log in
                </a>
              </Button>
            )
          )}
        </div>
      </div>
    </header>
  );
}

function HeaderLink({ href, active, children }: { href: string; active: boolean; children: ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={cn(
        "relative rounded-md px-2.5 py-2 text-sm whitespace-nowrap lg:px-3 font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground",
        active && "bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary",
      )}
    >
      {children}
    </Link>
  );
}
