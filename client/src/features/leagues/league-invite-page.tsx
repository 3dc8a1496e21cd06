import type { LeagueInvite } from "@shared/contracts/leagues";
import { normalizeJoinCode } from "@shared/domain/join-code";
import { SEASON_SCOPE_TEXT } from "@shared/domain/standings";
import { useQuery } from "@tanstack/react-query";
import { PartyPopper, Ticket, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { CenteredSpinner } from "@/components/layout/centered-spinner";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/features/auth/auth.queries";
import { rememberPostLoginRedirect } from "@/features/auth/auth-navigation";
import { isUnauthorizedError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { inviteFormatText, memberCountText } from "./league-labels";
import { LeagueNotice } from "./league-notice";
import { useJoinByInvite } from "./leagues.mutations";
import { leagueQueries } from "./leagues.queries";
import { VisibilityBadge } from "./visibility-badge";

/** RULES §9 "post-join redirect 1.5 s". */
const REDIRECT_AFTER_JOIN_MS = 1500;

/** RULES §2 invite page (/leagues/join/{code}), open to signed-out visitors. */
export function LeagueInvitePage({ code }: { code: string }) {
  const joinCode = normalizeJoinCode(code);
  const invite = useQuery(leagueQueries.byCode(joinCode));
  const [joinedId, setJoinedId] = useState<string | null>(null);
  const [, navigate] = useLocation();
  useDocumentTitle(invite.isError && !isUnauthorizedError(invite.error) ? "Invalid Invite Link" : "League Invite");

  useEffect(() => {
    if (!joinedId) return;
    const timer = setTimeout(() => navigate(`/leagues/${joinedId}`), REDIRECT_AFTER_JOIN_MS);
    return () => clearTimeout(timer);
  }, [joinedId, navigate]);

  if (invite.isPending) return <CenteredSpinner label="Loading invite" />;
  // The server may keep invite details for signed-in players: a signed-out visitor still gets the way in.
  if (invite.isError && isUnauthorizedError(invite.error))
    return <InviteCard invite={null} joinCode={joinCode} onJoined={setJoinedId} />;
  if (invite.isError) {
    return (
      <LeagueNotice
        icon={Ticket}
        testId="invalid-invite"
        title="Invalid Invite Link"
        description="This invite code is not valid or has expired."
      />
    );
  }
  if (joinedId) {
    return (
      <LeagueNotice
        icon={PartyPopper}
        testId="invite-joined"
        title="You're In!"
        description={`Welcome to ${invite.data?.name ?? "the league"}. Taking you there now...`}
      >
        <Spinner className="size-6 text-primary" label="Opening the league" />
      </LeagueNotice>
    );
  }
  return <InviteCard invite={invite.data} joinCode={joinCode} onJoined={setJoinedId} />;
}

/** `invite` is null when its details are only shown after sign-in. */
function InviteCard({
  invite,
  joinCode,
  onJoined,
}: {
  invite: LeagueInvite | null;
  joinCode: string;
  onJoined(leagueId: string): void;
}) {
  const { isSignedIn, isLoading } = useCurrentUser();
  const join = useJoinByInvite(joinCode);
  const [location, navigate] = useLocation();

  const signInToJoin = () => {
    rememberPostLoginRedirect(location);
    navigate("/auth");
  };

  return (
    <Page className="flex items-center justify-center">
      <Card data-testid="league-invite" className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            <Ticket className="size-7" aria-hidden="true" />
          </span>
          <CardDescription>You're invited to join</CardDescription>
          <CardTitle className="text-2xl">{invite?.name ?? "a league"}</CardTitle>
          {invite && (
            <div className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
              <VisibilityBadge visibility={invite.visibility} />
              <span className="flex items-center gap-1">
                <Users className="size-4" aria-hidden="true" /> {memberCountText(invite.memberCount)}
              </span>
            </div>
          )}
        </CardHeader>
        <CardContent className="grid gap-4 text-center">
          {invite?.description && <p className="text-muted-foreground">{invite.description}</p>}
          {invite && (
            <div className="grid gap-1 text-sm">
              <p>
                <span className="text-muted-foreground">Format: </span>
                <span data-testid="invite-format">{inviteFormatText(invite)}</span>
              </p>
              <p>
                <span className="text-muted-foreground">Commissioner: </span>
                <span data-testid="invite-commissioner" className="break-words">
                  {invite.commissioner.name}
                </span>
              </p>
              <p>
                <span className="text-muted-foreground">Season: </span>
                <span data-testid="invite-season-scope">{SEASON_SCOPE_TEXT[invite.seasonScope]}</span>
              </p>
            </div>
          )}
          {isLoading ? (
            <Spinner className="mx-auto" label="Checking sign-in" />
          ) : !isSignedIn ? (
            <Button size="lg" onClick={signInToJoin}>
              Sign In to Join
            </Button>
          ) : invite?.isMember ? (
            <div className="grid gap-2">
              <p className="text-sm text-muted-foreground">You're already a member of this league.</p>
              <Button size="lg" asChild>
                <Link href={`/leagues/${invite.id}`}>Go to League</Link>
              </Button>
            </div>
          ) : (
            <Button
              size="lg"
              disabled={join.isPending}
              onClick={() => join.mutate(undefined, { onSuccess: ({ leagueId }) => onJoined(leagueId) })}
            >
              {join.isPending && <Spinner className="size-4" />}
              Join League
            </Button>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
