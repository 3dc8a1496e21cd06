import { Brain, CalendarDays, type LucideIcon, Trophy, Users } from "lucide-react";

export interface NavItem {
  href: string;
  label: string;
  shortLabel: string;
  icon: LucideIcon;
}

/** RULES §2: header links with their mobile labels; the bottom tab bar uses the short ones. */
export const mainNavItems: NavItem[] = [
  { href: "/", label: "Current Week", shortLabel: "Week", icon: CalendarDays },
  { href: "/trivia", label: "Daily Trivia", shortLabel: "Trivia", icon: Brain },
  { href: "/leaderboards", label: "Leaderboards", shortLabel: "Board", icon: Trophy },
  { href: "/leagues", label: "Leagues", shortLabel: "Leagues", icon: Users },
];

export const howItWorksNavItem = { href: "/how-it-works", label: "How this works" };

export function isNavItemActive(href: string, location: string): boolean {
  if (href === "/") return location === "/";
  return location === href || location.startsWith(`${href}/`);
}
