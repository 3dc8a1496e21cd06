import { FALLBACK_TEAM_COLOR, normalizeHexColor, readableForeground } from "@shared/domain/team-color";
import { secureLogo } from "@shared/domain/team-logo";
import { cva, type VariantProps } from "class-variance-authority";
import { useState } from "react";
import { cn } from "@/lib/cn";

const badgeSize = cva("shrink-0 rounded-full", {
  variants: {
    size: {
      sm: "size-7 text-[10px]",
      md: "size-9 text-xs",
      lg: "size-12 text-sm",
    },
  },
  defaultVariants: { size: "md" },
});

/** "Ohio State" → "OS", "Texas A&M" → "TA&", "Georgia" → "GEO". */
export function teamInitials(name: string): string {
  const words = name.replace(/[().]/g, "").split(/\s+/).filter(Boolean);
  if (words.length > 1)
    return words
      .slice(0, 3)
      .map((w) => w[0])
      .join("")
      .toUpperCase();
  return (words[0] ?? "?").slice(0, 3).toUpperCase();
}

export type TeamBadgeProps = VariantProps<typeof badgeSize> & {
  name: string;
  abbreviation?: string | null;
  color?: string | null;
  logo?: string | null;
  className?: string;
};

/**
 * A disc in the team's colour with its abbreviation; the logo covers it only once it has actually
 * loaded, because logos come from a CDN that may be slow or unreachable. The abbreviation is drawn as
 * generated content: like the logo it is a picture of the team, not part of the name of the control
 * it sits in (WCAG 2.5.3 compares a control's visible text with its accessible name).
 */
export function TeamBadge({ name, abbreviation, color, logo, size, className }: TeamBadgeProps) {
  const [logoLoaded, setLogoLoaded] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);
  const background = normalizeHexColor(color) ?? FALLBACK_TEAM_COLOR;
  const src = secureLogo(logo);
  return (
    <span
      aria-hidden="true"
      data-slot="team-badge"
      style={{ backgroundColor: background, color: readableForeground(background) ?? "white" }}
      className={cn(
        badgeSize({ size }),
        "relative flex items-center justify-center overflow-hidden font-bold tracking-tight ring-1 ring-black/10",
        className,
      )}
    >
      <span
        data-monogram={(abbreviation?.trim() || teamInitials(name)).slice(0, 4)}
        className="before:content-[attr(data-monogram)]"
      />
      {src && !logoFailed && (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          fetchPriority="low"
          referrerPolicy="no-referrer"
          onLoad={() => setLogoLoaded(true)}
          onError={() => setLogoFailed(true)}
          className={cn("absolute inset-0 size-full bg-white object-contain p-0.5", !logoLoaded && "invisible")}
        />
      )}
    </span>
  );
}
