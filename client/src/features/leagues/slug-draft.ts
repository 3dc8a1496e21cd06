import { slugFromName } from "@shared/domain/slug";

/** RULES §5: the slug follows the name until the user edits the slug field themselves. */
export interface SlugDraft {
  slug: string;
  edited: boolean;
}

export const emptySlugDraft: SlugDraft = { slug: "", edited: false };

export function slugAfterNameChange(draft: SlugDraft, name: string): SlugDraft {
  return draft.edited ? draft : { slug: slugFromName(name), edited: false };
}

/** Typing in the slug field: lowercased as typed; clearing it hands control back to the name. */
export function slugAfterSlugEdit(name: string, typed: string): SlugDraft {
  const slug = typed.toLowerCase();
  return slug === "" ? { slug: slugFromName(name), edited: false } : { slug, edited: true };
}
