import type { CurrentUser } from "@shared/contracts/auth";
import { menuDisplayName } from "@shared/domain/display-name";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** The user menu's button as it will look, held in place while the menu's code loads, so the header does not shift. */
export function UserMenuPlaceholder({ user }: { user: CurrentUser }) {
  const name = menuDisplayName(user);
  return (
    <span aria-hidden="true" className={cn(buttonVariants({ variant: "ghost" }), "gap-2 px-2")}>
      <span className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground uppercase">
        {name.charAt(0)}
      </span>
      <span className="hidden max-w-36 truncate lg:inline">{name}</span>
      <span className="size-4" />
    </span>
  );
}
