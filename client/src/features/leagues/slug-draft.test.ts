import { describe, expect, it } from "vitest";
import { emptySlugDraft, slugAfterNameChange, slugAfterSlugEdit } from "./slug-draft";

describe("the create dialog's slug", () => {
  it("follows the name as it is typed", () => {
    let draft = emptySlugDraft;
    for (const name of ["S", "Sunday", "Sunday Funday!", "Sunday Funday! Crew"])
      draft = slugAfterNameChange(draft, name);
    expect(draft).toEqual({ slug: "sunday-funday-crew", edited: false });
  });

  it("stops following the name once the user edits the slug", () => {
    const edited = slugAfterSlugEdit("Office Pool", "Pool-2024");
    expect(edited).toEqual({ slug: "pool-2024", edited: true });
    expect(slugAfterNameChange(edited, "Office Pool Renamed")).toBe(edited);
  });

  it("follows the name again when the user clears the slug", () => {
    expect(slugAfterSlugEdit("Office Pool", "")).toEqual({ slug: "office-pool", edited: false });
  });
});
