import { TIE_BREAK_SENTENCE } from "@shared/domain/standings";
import { Compass, Gavel, History, Users } from "lucide-react";
import { BulletList, HowItWorksSection } from "./section";

export function NavigationSection() {
  return (
    <HowItWorksSection icon={Compass} title="Finding Your Way Around">
      <BulletList
        items={[
          <>
            <strong className="text-foreground">Current Week</strong> — this week's games and your picks.
          </>,
          <>
            <strong className="text-foreground">Leaderboards</strong> — this week, previous weeks and all-time
            standings, of everyone or of one of your leagues (the last league you opened, until you choose Everyone).
          </>,
          <>
            <strong className="text-foreground">Leagues</strong> — your leagues, public leagues to discover, and league
            standings.
          </>,
          <>
            <strong className="text-foreground">Trivia</strong> — today's questions, your score and your streak.
          </>,
        ]}
      />
      <p>On a phone, the same tabs live in the bar at the bottom of the screen.</p>
    </HowItWorksSection>
  );
}

export function PastWeeksSection() {
  return (
    <HowItWorksSection icon={History} title="Viewing Past Weeks">
      <BulletList
        items={[
          "On Leaderboards, choose Previous Week and select a week to see how everyone finished.",
          "Expand any player on a weekly board to see the picks they made that week.",
          "My Picks lists every pick you have made, how it was graded and the points it earned.",
        ]}
      />
    </HowItWorksSection>
  );
}

export function LeaguesSection() {
  return (
    <HowItWorksSection icon={Users} title="Leagues">
      <BulletList
        items={[
          "Create a public league anyone can join, or a private league that is invite-only.",
          "Invite friends with a shareable link or a join code.",
          "Every league has weekly and season standings built from the same picks you already make.",
          "League owners manage settings and members, and can add custom league trivia.",
        ]}
      />
    </HowItWorksSection>
  );
}

export function GameRulesSection() {
  return (
    <HowItWorksSection icon={Gavel} title="Game Rules">
      <BulletList
        items={[
          "Games come from the Power-5 conferences of 2024: the ACC, Big Ten, Big 12 and SEC, and the Pac-12, down to Oregon State and Washington State.",
          "You can make or change a pick until kickoff. At kickoff the game locks.",
          "Score predictions are optional, but they must agree with your winner — ties are not allowed. A pick that breaks a rule says why and shows Not saved until you fix it.",
          "Switching your winner keeps your predicted scoreline for the new winner: 31–20 Alabama becomes 31–20 Auburn.",
          "All kickoff times are shown in Central Time (CT).",
          "Weekly boards run Sunday through Saturday, Central Time.",
          TIE_BREAK_SENTENCE,
        ]}
      />
    </HowItWorksSection>
  );
}
