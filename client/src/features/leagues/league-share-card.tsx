import type { CSSProperties } from "react";

/** What a league's link preview shows (an invite, or one week's recap). */
export interface LeagueShareCardProps {
  leagueName: string;
  memberCount: number;
  /** "Week 13" on a recap, null on an invite. */
  recapOf: string | null;
  /** The week's leader(s); none before a point is scored. */
  leaders: { handle: string; points: number }[];
  weekLabel: string | null;
  /** A survivor pool's count alive (of its members) and the names of those alive, in place of a leader. */
  survivor?: { alive: number; total: number; names: string[] } | null;
}

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

// Inline styles and flex only: the server draws this same component to a PNG with satori (decision 039).
const colors = { ink: "#0b1f3a", muted: "#4b5d78", accent: "#165fd0", paper: "#f5f8fd", line: "#d6e2f5" };

const row: CSSProperties = { display: "flex", alignItems: "center" };

/** The alive names that fit on the card's last line, and how many more. */
const MAX_NAMES = 3;
const NAME_CHARS = 16;
export function aliveNamesLine(names: readonly string[]): string {
  if (names.length === 0) return "";
  const shown = names.slice(0, MAX_NAMES).map((n) => (n.length > NAME_CHARS ? `${n.slice(0, NAME_CHARS - 1)}…` : n));
  const more = names.length - shown.length;
  return `${shown.join(", ")}${more > 0 ? ` +${more}` : ""}`;
}

function leaderLine(leaders: LeagueShareCardProps["leaders"]): string {
  if (leaders.length === 0) return "No points yet";
  const [first] = leaders;
  const others = leaders.length > 1 ? ` + ${leaders.length - 1} tied` : "";
  return `@${first!.handle}${others} · ${first!.points} ${first!.points === 1 ? "pt" : "pts"}`;
}

/** The Open Graph image of a league link, 1200 × 630, and its preview on the league page. */
export function LeagueShareCard({
  leagueName,
  memberCount,
  recapOf,
  leaders,
  weekLabel,
  survivor,
}: LeagueShareCardProps) {
  return (
    <div
      style={{
        ...SHARE_CARD_SIZE,
        display: "flex",
        flexDirection: "column",
        background: colors.paper,
        color: colors.ink,
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", height: 16, background: colors.accent }} />
      <div
        style={{ display: "flex", flexGrow: 1, flexDirection: "column", justifyContent: "space-between", padding: 64 }}
      >
        <div style={{ ...row, fontSize: 32, fontWeight: 700, color: colors.accent }}>
          {recapOf ? `Gridiron Picks · ${recapOf} recap` : "Gridiron Picks · You're invited"}
        </div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ display: "flex", fontSize: 80, fontWeight: 700, lineHeight: 1.1 }}>{leagueName}</div>
          <div style={{ ...row, fontSize: 36, color: colors.muted, marginTop: 16 }}>
            {`${memberCount} ${memberCount === 1 ? "member" : "members"}`}
          </div>
        </div>
        <div
          style={{
            ...row,
            justifyContent: "space-between",
            borderTop: `2px solid ${colors.line}`,
            paddingTop: 32,
            fontSize: 36,
          }}
        >
          {survivor ? (
            <>
              <div style={{ display: "flex", fontWeight: 700 }}>{`${survivor.alive} of ${survivor.total} alive`}</div>
              <div style={{ display: "flex", color: colors.muted }}>{aliveNamesLine(survivor.names)}</div>
            </>
          ) : (
            <>
              <div style={{ display: "flex", color: colors.muted }}>
                {weekLabel ? `${weekLabel} leader` : "This week's leader"}
              </div>
              <div style={{ display: "flex", fontWeight: 700 }}>{leaderLine(leaders)}</div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
