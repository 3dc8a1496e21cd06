import type { BracketField, BracketPicks } from "./bracket.ts";

/** The 2024 playoff's seeds, 1 to 12 (tests). */
export const FIELD_2024: BracketField = new Map(
  [
    "Oregon",
    "Georgia",
    "Boise State",
    "Arizona State",
    "Texas",
    "Penn State",
    "Notre Dame",
    "Ohio State",
    "Tennessee",
    "Indiana",
    "SMU",
    "Clemson",
  ].map((team, i) => [i + 1, team] as const),
);

/** How the 2024 playoff went (tests). */
export const RESULTS_2024: BracketPicks = {
  "r1-5v12": "Texas",
  "r1-8v9": "Ohio State",
  "r1-6v11": "Penn State",
  "r1-7v10": "Notre Dame",
  "qf-1": "Ohio State",
  "qf-4": "Texas",
  "qf-2": "Notre Dame",
  "qf-3": "Penn State",
  "sf-1": "Ohio State",
  "sf-2": "Notre Dame",
  final: "Ohio State",
};
