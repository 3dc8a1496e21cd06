import { composite, contrastRatio, TEXT_CONTRAST, UI_CONTRAST } from "@shared/domain/color-contrast";
import { describe, expect, it } from "vitest";
import { themeVariables } from "./theme-stylesheet.support";

const css = themeVariables();
const SURFACES = ["background", "card", "popover", "muted", "secondary", "accent"];
const TEXT = ["foreground", "muted-foreground", "primary", "destructive", "success", "warning"];
/** Status colours sit as text on their own tints (bg-destructive/10 and the like). */
const STATUS = ["destructive", "success", "warning"];
const STATUS_TINTS = [0.03, 0.1, 0.15];
const FILLS: [fill: string, label: string][] = [
  ["primary", "primary-foreground"],
  ["destructive", "destructive-foreground"],
  ["success", "success-foreground"],
  ["warning", "warning-foreground"],
  ["secondary", "secondary-foreground"],
  ["accent", "accent-foreground"],
];

/** Every pair below its minimum, as "theme: text on backdrop ratio". */
function failures(
  minimum: number,
  pairs: (vars: Record<string, string>) => [text: string, backdrop: string, label: string][],
) {
  return (["light", "dark"] as const).flatMap((theme) =>
    pairs(css[theme])
      .map(([text, backdrop, label]) => ({ label: `${theme}: ${label}`, ratio: contrastRatio(text, backdrop) }))
      .filter(({ ratio }) => ratio < minimum)
      .map(({ label, ratio }) => `${label} ${ratio.toFixed(2)}`),
  );
}

describe("theme colours of index.css (WCAG 2.2 AA)", () => {
  it("text colours read at 4.5:1 on every surface", () => {
    expect(
      failures(TEXT_CONTRAST, (v) =>
        TEXT.flatMap((text) => SURFACES.map((s) => [v[text]!, v[s]!, `${text} on ${s}`] as [string, string, string])),
      ),
    ).toEqual([]);
  });

  it("status colours read at 4.5:1 on their own tints", () => {
    expect(
      failures(TEXT_CONTRAST, (v) =>
        STATUS.flatMap((status) =>
          ["background", "card"].flatMap((s) =>
            STATUS_TINTS.map(
              (alpha) =>
                [v[status]!, composite(v[status]!, v[s]!, alpha), `${status} on ${status}/${alpha} over ${s}`] as [
                  string,
                  string,
                  string,
                ],
            ),
          ),
        ),
      ),
    ).toEqual([]);
  });

  it("labels read at 4.5:1 on their fills, hovered fills included", () => {
    expect(
      failures(TEXT_CONTRAST, (v) =>
        FILLS.flatMap(([fill, label]) => [
          [v[label]!, v[fill]!, `${label} on ${fill}`] as [string, string, string],
          [v[label]!, composite(v[fill]!, v.background!, 0.9), `${label} on ${fill}/90`] as [string, string, string],
        ]),
      ),
    ).toEqual([]);
  });

  it("input borders and unchecked switches stand out at 3:1 from the surfaces they sit on", () => {
    expect(
      failures(UI_CONTRAST, (v) =>
        ["background", "card", "popover"].map((s) => [v.input!, v[s]!, `input on ${s}`] as [string, string, string]),
      ),
    ).toEqual([]);
  });
});
