import { LEAGUE_NAME_MAX, LEAGUE_SLUG_MAX } from "@shared/domain/slug";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";

export interface LeagueFieldValues {
  name: string;
  description: string;
  isPrivate: boolean;
}

interface SlugField {
  value: string;
  error?: string;
  onChange(value: string): void;
}

/** The fields the create dialog and the settings editor share: name, (slug), description, Private League. */
export function LeagueFields({
  idPrefix,
  values,
  onChange,
  errors = {},
  descriptionMax,
  slug,
}: {
  idPrefix: string;
  values: LeagueFieldValues;
  onChange(values: LeagueFieldValues): void;
  errors?: { name?: string };
  descriptionMax: number;
  slug?: SlugField;
}) {
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={id("name")}>League Name</Label>
        <Input
          id={id("name")}
          name="name"
          value={values.name}
          maxLength={LEAGUE_NAME_MAX}
          placeholder="Sunday Funday Crew"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? id("name-error") : undefined}
          onChange={(e) => onChange({ ...values, name: e.target.value })}
          autoFocus
        />
        <FieldError id={id("name-error")} message={errors.name} />
      </div>
      {slug && (
        <div className="grid gap-2">
          <Label htmlFor={id("slug")}>URL Slug</Label>
          <div className="flex items-center rounded-lg border border-input bg-background/60 pl-3 text-sm focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30">
            <span className="text-muted-foreground" aria-hidden="true">
              /l/
            </span>
            <Input
              id={id("slug")}
              name="slug"
              value={slug.value}
              maxLength={LEAGUE_SLUG_MAX}
              placeholder="sunday-funday-crew"
              className="border-0 bg-transparent pl-0.5 shadow-none focus-visible:ring-0"
              aria-invalid={slug.error ? true : undefined}
              aria-describedby={id("slug-help")}
              onChange={(e) => slug.onChange(e.target.value)}
            />
          </div>
          {slug.error ? (
            <FieldError id={id("slug-help")} message={slug.error} />
          ) : (
            <p id={id("slug-help")} className="text-xs text-muted-foreground">
              Lowercase letters, numbers and hyphens. Filled in from the name until you edit it.
            </p>
          )}
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={id("description")}>Description</Label>
        <Textarea
          id={id("description")}
          name="description"
          value={values.description}
          maxLength={descriptionMax}
          rows={3}
          placeholder="What's this league about? (optional)"
          onChange={(e) => onChange({ ...values, description: e.target.value })}
        />
      </div>
      <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
        <div className="grid gap-1">
          <Label htmlFor={id("private")}>Private League</Label>
          <p className="text-xs text-muted-foreground">Only people with the invite link or join code can join.</p>
        </div>
        <Switch
          id={id("private")}
          checked={values.isPrivate}
          onCheckedChange={(isPrivate) => onChange({ ...values, isPrivate })}
        />
      </div>
    </>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-xs text-destructive">
      {message}
    </p>
  );
}
