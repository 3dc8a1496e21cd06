import type { CurrentUser } from "@shared/contracts/auth";
import { menuDisplayName } from "@shared/domain/display-name";
import { ChevronDown, ListChecks, LogOut, User as UserIcon } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { signOut } from "@/features/auth/auth-navigation";

export function UserMenu({ user }: { user: CurrentUser }) {
  const name = menuDisplayName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2" data-testid="user-menu-trigger">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground uppercase"
          >
            {name.charAt(0)}
          </span>
          {/* Hidden only visually below lg, so the button is named by the player's name at every width. */}
          <span className="sr-only max-w-36 truncate lg:not-sr-only" data-testid="user-menu-name">
            {name}
          </span>
          <ChevronDown className="size-4 text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate lg:hidden">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator className="lg:hidden" />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <UserIcon /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/my-picks">
            <ListChecks /> My Picks
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={signOut}>
          <LogOut /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
