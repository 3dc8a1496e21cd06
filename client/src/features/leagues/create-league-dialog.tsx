import { LEAGUE_DESCRIPTION_MAX, leagueNameSchema, leagueSlugSchema } from "@shared/domain/slug";
import { Plus } from "lucide-react";
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
import { LeagueFields, type LeagueFieldValues } from "./league-fields";
import { useCreateLeague } from "./leagues.mutations";
import { emptySlugDraft, type SlugDraft, slugAfterNameChange, slugAfterSlugEdit } from "./slug-draft";

const emptyForm: LeagueFieldValues = { name: "", description: "", isPrivate: false };

/** The first problem zod finds with a typed value, shown once the field has something in it. */
const problem = (schema: typeof leagueNameSchema, value: string) =>
  value === "" ? undefined : schema.safeParse(value).error?.issues[0]?.message;

/** RULES §2/§5 Create League: name, URL slug derived live from the name, description, Private League. */
export function CreateLeagueDialog() {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(emptyForm);
  const [slug, setSlug] = useState<SlugDraft>(emptySlugDraft);
  const createLeague = useCreateLeague();
  const [, navigate] = useLocation();

  const nameError = problem(leagueNameSchema, form.name);
  const slugError = problem(leagueSlugSchema, slug.slug);
  const canSubmit = form.name.trim() !== "" && slug.slug !== "" && !nameError && !slugError && !createLeague.isPending;

  const changeOpen = (next: boolean) => {
    if (createLeague.isPending) return;
    setOpen(next);
    if (!next) {
      setForm(emptyForm);
      setSlug(emptySlugDraft);
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
