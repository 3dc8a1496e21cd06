import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { handleQueries } from "./use-handle-availability";

/** A username field's value: the server's free suggestion (RULES §2) until the player edits it. */
export function useSuggestedHandle() {
  const suggestion = useQuery(handleQueries.suggestion());
  const [edited, setEdited] = useState<string | null>(null);
  return [edited ?? suggestion.data?.handle ?? "", setEdited] as const;
}
