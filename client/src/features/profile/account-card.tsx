import type { CurrentUser } from "@shared/contracts/auth";
import { isHexColor } from "@shared/domain/team-color";
import { LogOut, Star, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { signOut } from "@/features/auth/auth-navigation";
import { UsernameEditor } from "./username-editor";

export function AccountCard({ user }: { user: CurrentUser }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound className="size-5 text-primary" aria-hidden="true" /> Account Information
        </CardTitle>
        <CardDescription>{user.email ?? "Signed in"}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Field label="Username">
          <UsernameEditor currentHandle={user.handle} />
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field label="Total Points">
            <span
              className="flex items-center gap-1.5 text-2xl font-bold tabular-nums"
              data-testid="profile-total-points"
            >
              <Star className="size-5 text-primary" aria-hidden="true" />
              {user.pointsTotal}
            </span>
          </Field>
          <Field label="Favorite Team">
            <span className="flex items-center gap-2 font-semibold" data-testid="profile-favorite-team">
              {isHexColor(user.favoriteTeamColor) && (
                <span
                  className="size-3 rounded-full"
                  style={{ backgroundColor: user.favoriteTeamColor }}
                  aria-hidden="true"
                />
              )}
              {user.favoriteTeam ?? <span className="font-normal text-muted-foreground">None selected</span>}
            </span>
          </Field>
        </div>
      </CardContent>
      <CardFooter className="border-t pt-6">
        <Button variant="outline" onClick={signOut} className="text-destructive hover:text-destructive">
          <LogOut /> Sign Out
        </Button>
      </CardFooter>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</span>
      {children}
    </div>
  );
}
