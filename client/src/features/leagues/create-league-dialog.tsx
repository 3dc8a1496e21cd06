import { LEAGUE_TYPES, type LeagueType } from "@shared/domain/enums";
import { DEFAULT_LEAGUE_FORMAT, defaultLeagueType } from "@shared/domain/league-rules";
import { LEAGUE_DESCRIPTION_MAX, leagueNameSchema, leagueSlugSchema } from "@shared/domain/slug";
import type { LeagueFormat } from "@shared/domain/survivor";
import { useQuery } from "@tanstack/react-query";
import { ChevronDown, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { settingsQueries } from "@/features/settings/settings.queries";
import { weekQueries } from "@/features/week/week.queries";
import { cn } from "@/lib/cn";
import { serverClockOffset, serverDate } from "@/lib/server-clock";
import { LeagueFields, type LeagueFieldValues } from "./league-fields";
import { firstWeekNote } from "./league-first-week";
import { changedRules, draftForGame, type FormatDraft, formatDraftOf, formatInvalid } from "./league-format-draft";
import { ChoiceGroup, LeagueFormatFields, LeagueGameFields } from "./league-format-fields";
import {
  DEADLINE_TEXT,
  GAME_TEXT,
  LIVES_TEXT,
  type LivesChoice,
  PICK_MODE_TEXT,
  SLATE_TEXT,
} from "./league-format-labels";
import { LEAGUE_TYPE_HINT, LEAGUE_TYPE_TEXT } from "./league-labels";
import { useCreateLeague } from "./leagues.mutations";
import { emptySlugDraft, type SlugDraft, slugAfterNameChange, slugAfterSlugEdit } from "./slug-draft";

const emptyForm: LeagueFieldValues = { name: "", description: "", isPrivate: false };
const defaultFormat = formatDraftOf(DEFAULT_LEAGUE_FORMAT);

/**
 * "Straight up · Every Power-5 game · Each game at its kickoff", the closed Pool format's choices; a
 * survivor pool's "Survivor pool · One life · Every Power-5 game · Each game at its kickoff".
 */
const formatLine = (format: FormatDraft, game: LeagueFormat, lives: LivesChoice) =>
  (game === "survivor"
    ? [GAME_TEXT.survivor, LIVES_TEXT[lives], SLATE_TEXT[format.slate], DEADLINE_TEXT[format.deadline]]
    : [
        PICK_MODE_TEXT[format.pickMode],
        format.confidence && "Confidence points",
        SLATE_TEXT[format.slate],
        DEADLINE_TEXT[format.deadline],
        format.tiebreaker && "Tiebreaker",
      ]
  )
    .filter(Boolean)
    .join(" · ");

/** The first problem zod finds with a typed value, shown once the field has something in it. */
const problem = (schema: typeof leagueNameSchema, value: string) =>
  value === "" ? undefined : schema.safeParse(value).error?.issues[0]?.message;

/**
 * RULES §2/§5 Create League: name, URL slug derived live from the name, description, Private League,
 * and behind a disclosure the pool format (issue 20); only the rules chosen away from the defaults are
 * sent. The league type is always asked and sent: it follows the format (a pool with its own card
 * counts picks only, decision 056) until the owner chooses one.
 */
export function CreateLeagueDialog() {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(emptyForm);
  const [slug, setSlug] = useState<SlugDraft>(emptySlugDraft);
  const [draft, setFormat] = useState(defaultFormat);
  const [formatOpen, setFormatOpen] = useState(false);
  // Issue 21: a pick'em league or a survivor pool, and its lives (decision 040).
  const [game, setGame] = useState<LeagueFormat>("pickem");
  const [lives, setLives] = useState<LivesChoice>("1");
  const [typeChoice, setTypeChoice] = useState<LeagueType | null>(null);
  // What the league will play: a pool's pick'em-only choices are kept aside, neither shown nor sent.
  const format = draftForGame(draft, game);
  const leagueType = typeChoice ?? defaultLeagueType(format, game);
  const sitePoints = useQuery({ ...settingsQueries.points(), enabled: formatOpen });
  const current = useQuery({ ...weekQueries.current(), enabled: open });
  const serverNow = serverDate(serverClockOffset(current.data?.serverNow, current.dataUpdatedAt));
  const firstWeek = firstWeekNote(current.data, format, serverNow);
  const createLeague = useCreateLeague();
  const [, navigate] = useLocation();

  const nameError = problem(leagueNameSchema, form.name);
  const slugError = problem(leagueSlugSchema, slug.slug);
  const canSubmit =
    form.name.trim() !== "" &&
    slug.slug !== "" &&
    !nameError &&
    !slugError &&
    !formatInvalid(format) &&
    !createLeague.isPending;

  const changeOpen = (next: boolean) => {
    if (createLeague.isPending) return;
    setOpen(next);
    if (!next) {
      setForm(emptyForm);
      setSlug(emptySlugDraft);
      setFormat(defaultFormat);
      setFormatOpen(false);
      setGame("pickem");
      setLives("1");
      setTypeChoice(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    createLeague.mutate(
      {
        name: form.name.trim(),
        slug: slug.slug,
        description: form.description.trim() || null,
        visibility: form.isPrivate ? "private" : "public",
        leagueType,
        ...changedRules({ ...DEFAULT_LEAGUE_FORMAT, points: sitePoints.data }, format),
        ...(game === "survivor" && { format: game, lives: Number(lives) }),
      },
      {
        onSuccess: (league) => {
          changeOpen(false);
          navigate(`/leagues/${league.id}`);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus /> Create League
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create League</DialogTitle>
          <DialogDescription>Start a league and invite your friends to compete.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" aria-label="Create League">
          <LeagueFields
            idPrefix="create-league"
            values={form}
            onChange={(next) => {
              setForm(next);
              if (next.name !== form.name) setSlug((draft) => slugAfterNameChange(draft, next.name));
            }}
            errors={{ name: nameError }}
            descriptionMax={LEAGUE_DESCRIPTION_MAX}
            slug={{
              value: slug.slug,
              error: slugError,
              onChange: (typed) => setSlug(slugAfterSlugEdit(form.name, typed)),
            }}
          />
          <div className="rounded-lg border">
            <button
              type="button"
              aria-expanded={formatOpen}
              aria-controls={formatOpen ? "create-league-format" : undefined}
              onClick={() => setFormatOpen((was) => !was)}
              className="flex w-full items-center justify-between gap-3 rounded-lg p-3 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
            >
              <span className="grid gap-1">
                <span className="text-sm font-medium">Pool format</span>
                <span className="text-xs text-muted-foreground">{formatLine(format, game, lives)}</span>
              </span>
              <ChevronDown
                className={cn("size-4 shrink-0 transition-transform", formatOpen && "rotate-180")}
                aria-hidden="true"
              />
            </button>
            {formatOpen && (
              <div id="create-league-format" className="border-t p-3">
                <div className="mb-4 grid gap-4">
                  <LeagueGameFields
                    idPrefix="create-league"
                    game={game}
                    lives={lives}
                    onGame={setGame}
                    onLives={setLives}
                  />
                </div>
                <LeagueFormatFields
                  idPrefix="create-league-format"
                  draft={format}
                  onChange={setFormat}
                  basePoints={sitePoints.data}
                  game={game}
                />
              </div>
            )}
          </div>
          {firstWeek && (
            <p role="status" data-testid="create-league-first-week" className="text-sm font-medium">
              {firstWeek}
            </p>
          )}
          <div className="grid gap-1.5" data-testid="create-league-type">
            <ChoiceGroup
              id="create-league-type"
              label="League type"
              options={LEAGUE_TYPES}
              text={LEAGUE_TYPE_TEXT}
              value={leagueType}
              onChange={setTypeChoice}
            />
            <p className="text-xs text-muted-foreground">
              {typeChoice === null && leagueType === "picks_only"
                ? "Picks only for a pool with its own card: daily trivia would score before any kickoff."
                : LEAGUE_TYPE_HINT[leagueType]}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => changeOpen(false)} disabled={createLeague.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSubmit}>
              {createLeague.isPending && <Spinner className="size-4" />}
              Create League
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
