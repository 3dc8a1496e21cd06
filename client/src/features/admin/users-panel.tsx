import type { AdminUserDto } from "@shared/contracts/games";
import { useQuery } from "@tanstack/react-query";
import { Search, ShieldCheck, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { cn } from "@/lib/cn";
import { adminQueries } from "./admin.queries";
import { AdminPanel, PanelError, PanelSkeleton } from "./admin-panel";
import { DeleteUserButton } from "./delete-user-button";

const ROW_GRID = "sm:grid sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.6fr)_5rem_5.5rem_6.5rem] sm:items-center sm:gap-4";

function matches(user: AdminUserDto, term: string) {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [user.handle, user.email, user.firstName, user.lastName].some((v) => v?.toLowerCase().includes(needle));
}

export function UsersPanel() {
  const users = useQuery(adminQueries.users());
  const { user: me } = useCurrentUser();
  const [term, setTerm] = useState("");
  const visible = useMemo(() => (users.data ?? []).filter((u) => matches(u, term)), [users.data, term]);

  return (
    <AdminPanel
      icon={Users}
      title="User Management"
      description={
        users.data
          ? `${users.data.length} registered ${users.data.length === 1 ? "user" : "users"}`
          : "Everyone who has signed in."
      }
      actions={
        <label className="relative w-full sm:w-64">
          <span className="sr-only">Search users</span>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder="Search users..."
            className="pl-9"
          />
        </label>
      }
    >
      {users.isPending ? (
        <PanelSkeleton rows={4} />
      ) : users.isError ? (
        <PanelError>Failed to load users.</PanelError>
      ) : (
        <div className="overflow-hidden rounded-lg border">
          <div
            className={cn(
              "hidden bg-muted/50 px-4 py-2 text-xs font-medium tracking-wide text-muted-foreground uppercase",
              ROW_GRID,
            )}
          >
            <span>Username</span>
            <span>Email</span>
            <span className="text-right">Points</span>
            <span>Role</span>
            <span className="sr-only">Actions</span>
          </div>
          <ul className="max-h-[28rem] divide-y overflow-y-auto">
            {visible.map((user) => (
              <UserRow key={user.id} user={user} isSelf={user.id === me?.id} />
            ))}
            {visible.length === 0 && (
              <li className="px-4 py-8 text-center text-sm text-muted-foreground">No users match your search.</li>
            )}
          </ul>
        </div>
      )}
    </AdminPanel>
  );
}

function UserRow({ user, isSelf }: { user: AdminUserDto; isSelf: boolean }) {
  return (
    <li
      data-testid="admin-user-row"
      data-user-id={user.id}
      className={cn("grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 px-4 py-3 text-sm", ROW_GRID)}
    >
      <span className="flex min-w-0 items-center gap-2 font-medium">
        <span className="truncate">
          {user.handle ? `@${user.handle}` : <em className="text-muted-foreground">No username</em>}
        </span>
        {isSelf && <Badge variant="secondary">You</Badge>}
      </span>
      <span className="col-start-1 truncate text-muted-foreground sm:col-start-auto">{user.email ?? "—"}</span>
      <span className="col-start-2 row-start-1 text-right font-semibold tabular-nums sm:col-start-auto sm:row-start-auto">
        {user.pointsTotal} <span className="text-xs font-normal text-muted-foreground sm:hidden">pts</span>
      </span>
      <span className="col-start-1 sm:col-start-auto">
        {user.role === "ADMIN" ? (
          <Badge>
            <ShieldCheck /> ADMIN
          </Badge>
        ) : (
          <Badge variant="outline">USER</Badge>
        )}
      </span>
      <span
        title={isSelf ? "You can't delete your own account" : undefined}
        className="col-start-2 row-start-2 row-end-4 flex justify-end sm:col-start-auto sm:row-auto"
      >
        <DeleteUserButton user={user} disabled={isSelf} />
      </span>
    </li>
  );
}
