export const TERMS_TITLE = "Beta Terms & Conditions + Privacy Policy";
export const TERMS_EFFECTIVE_DATE = "October 23, 2025";

export interface TermsSection {
  title: string;
  paragraphs: string[];
}

/** The product's terms (RULES §1: age 13+, guardian consent under 18, Texas law; 13 sections). */
export const termsSections: TermsSection[] = [
  {
    title: "Eligibility and Age Requirements",
    paragraphs: [
      "You must be at least 13 years old to create an account or use Gridiron Picks. If you are under 18, you may use the service only with the consent of a parent or legal guardian who has read and agrees to these Terms on your behalf and is responsible for your use of the service.",
    ],
  },
  {
    title: "Accounts and Sign-In",
    paragraphs: [
      "You sign in through a hosted authentication provider or a supported OAuth provider (such as Google). We never see or store your password for those services. You are responsible for activity on your account and for keeping access to your sign-in provider secure. One account per person.",
    ],
  },
  {
    title: "The Game and Your Picks",
    paragraphs: [
      "Each week you may pick winners of eligible college football games and, where offered, predict scores and the over/under. Picks can be changed until kickoff and lock automatically when a game starts. Game data, schedules, rankings and lines come from third-party sources and may be delayed or inaccurate; results become official when an administrator finalizes a game.",
    ],
  },
  {
    title: "Points, Leaderboards and Prizes",
    paragraphs: [
      "Points are awarded according to the scoring rules shown in the app, which administrators may adjust during the beta. Points, ranks and streaks have no cash value and cannot be exchanged, transferred or redeemed. During the beta there are no prizes of monetary value. Gridiron Picks is a free game of skill for entertainment, not a gambling or betting service.",
    ],
  },
  {
    title: "Daily Trivia",
    paragraphs: [
      "A new set of trivia questions opens each day at midnight Central Time. You get one attempt per question, each answer is timed, and correct answers earn points. Questions may be written by our team or generated with the help of AI tools and may occasionally contain mistakes; we may correct or remove questions and adjust affected points.",
    ],
  },
  {
    title: "Leagues and User Conduct",
    paragraphs: [
      "You may create or join public and private leagues. League owners can manage their league's settings and remove members. Be a good sport: do not harass or impersonate others, create multiple accounts, automate picks, exploit bugs, or interfere with the service. We may suspend or remove accounts or leagues that break these rules.",
    ],
  },
  {
    title: "User Content and Usernames",
    paragraphs: [
      "Your username, league names and descriptions are visible to other players. Do not choose anything offensive, misleading, or that infringes someone else's rights. You keep ownership of what you submit and give us permission to display it within the service. We may change or remove content that violates these Terms.",
    ],
  },
  {
    title: "Information We Collect",
    paragraphs: [
      "We collect the profile details your sign-in provider shares with us (your name, email address and profile picture), the username and favorite team you choose, your picks, trivia answers, points, league memberships, and basic technical information such as sign-in times needed to keep the service secure.",
    ],
  },
  {
    title: "How We Use and Share Information",
    paragraphs: [
      "We use your information to run the game: to grade picks, keep leaderboards and league standings, personalize the app with your team's colors, prevent abuse and improve the service. Your username, picks after kickoff, points and league activity are shown to other players. We do not sell your personal information. We share it only with service providers that help us operate the app, or when required by law.",
    ],
  },
  {
    title: "Cookies and Local Storage",
    paragraphs: [
      "We use a secure session cookie to keep you signed in. Your browser's local storage remembers your theme (light or dark) and your currently selected league (currentLeagueId). We do not use advertising or cross-site tracking cookies. Clearing your browser data signs you out and resets these preferences.",
    ],
  },
  {
    title: "Beta Service Disclaimer and Limitation of Liability",
    paragraphs: [
      'Gridiron Picks is a beta product provided "as is" and "as available" without warranties of any kind. Features may change, break or be removed, and data, including points, may be reset. To the fullest extent permitted by law, we are not liable for any indirect, incidental or consequential damages, or for any loss arising from your use of the service.',
    ],
  },
  {
    title: "Governing Law",
    paragraphs: [
      "These Terms are governed by the laws of the State of Texas, without regard to its conflict-of-law rules. Any dispute will be resolved in the state or federal courts located in Texas, and you consent to their jurisdiction.",
    ],
  },
  {
    title: "Changes to These Terms and Contact",
    paragraphs: [
      "We may update these Terms and this Privacy Policy as the beta evolves. When we make material changes we will update the effective date and, where appropriate, ask you to accept them again. Continuing to use the service means you accept the updated Terms. Questions or requests about your data can be sent to the Gridiron Picks team through the contact options listed in the app.",
    ],
  },
];
