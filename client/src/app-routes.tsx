import { Route, Switch } from "wouter";
import { AdminPage } from "@/features/admin/admin-page";
import { AuthPage } from "@/features/auth/auth-page";
import { SignedInOnly } from "@/features/auth/signed-in-only";
import { HowItWorksPage } from "@/features/how-it-works/how-it-works-page";
import { LeaderboardsPage } from "@/features/leaderboards/leaderboards-page";
import { LeagueDetailPage } from "@/features/leagues/league-detail-page";
import { LeagueInvitePage } from "@/features/leagues/league-invite-page";
import { LeagueVanityPage } from "@/features/leagues/league-vanity-page";
import { LeaguesPage } from "@/features/leagues/leagues-page";
import { MyPicksPage } from "@/features/my-picks/my-picks-page";
import { NotFoundPage } from "@/features/not-found/not-found-page";
import { ProfilePage } from "@/features/profile/profile-page";
import { TriviaPage } from "@/features/trivia/trivia-page";
import { CurrentWeekPage } from "@/features/week/current-week-page";

/** SPEC §2 route table; the server answers 404 for any path not listed in shared/routes.ts. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <SignedInOnly>
          <CurrentWeekPage />
        </SignedInOnly>
      </Route>
      <Route path="/how-it-works" component={HowItWorksPage} />
      <Route path="/trivia">
        <SignedInOnly>
          <TriviaPage />
        </SignedInOnly>
      </Route>
      <Route path="/leaderboards">
        <SignedInOnly>
          <LeaderboardsPage />
        </SignedInOnly>
      </Route>
      <Route path="/my-picks">
        <SignedInOnly>
          <MyPicksPage />
        </SignedInOnly>
      </Route>
      <Route path="/leagues">
        <SignedInOnly>
          <LeaguesPage />
        </SignedInOnly>
      </Route>
      <Route path="/leagues/join/:code">{({ code }) => <LeagueInvitePage code={code} />}</Route>
      <Route path="/leagues/:id">
        {({ id }) => (
          <SignedInOnly>
            <LeagueDetailPage leagueId={id} />
          </SignedInOnly>
        )}
      </Route>
      <Route path="/l/:slug">{({ slug }) => <LeagueVanityPage slug={slug} />}</Route>
      <Route path="/profile">
        <SignedInOnly>
          <ProfilePage />
        </SignedInOnly>
      </Route>
      <Route path="/admin">
        <SignedInOnly>
          <AdminPage />
        </SignedInOnly>
      </Route>
      <Route path="/auth" component={AuthPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
