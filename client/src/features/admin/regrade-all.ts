import { REGRADE_ALL_FAILED, type RegradeAllLine, regradeAllLineSchema } from "@shared/contracts/regrade-all";
import { ApiError } from "@/lib/api";
import { api } from "@/lib/api-client";

/** Splits newline-delimited JSON as it arrives in chunks: each call gives the lines completed so far. */
export function ndjsonReader() {
  let buffer = "";
  return (chunk: string, end = false): RegradeAllLine[] => {
    buffer += chunk;
    const parts = buffer.split("\n");
    buffer = end ? "" : parts.pop()!;
    return parts.filter((line) => line.trim() !== "").map((line) => regradeAllLineSchema.parse(JSON.parse(line)));
  };
}

/** The run's outcome from its last line: the finished count, or the error it ended with. */
export function outcomeOf(last: RegradeAllLine | null): RegradeAllLine {
  if (!last || last.error !== undefined || last.message === undefined)
    throw new Error(last?.error ?? REGRADE_ALL_FAILED);
  return last;
}

/** POST /api/admin/regrade-all, reporting each progress line it streams (docs/decisions/013). */
export async function regradeAll(onProgress: (line: RegradeAllLine) => void): Promise<RegradeAllLine> {
  // The typed client answers fetch's own Response, so its body can be read as it streams.
  const response = await api.admin["regrade-all"].$post();
  if (!response.ok || !response.body)
    throw new ApiError(response.status, await response.text().catch(() => ""), response.statusText);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const read = ndjsonReader();
  let last: RegradeAllLine | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    for (const line of read(value ?? "", done)) {
      last = line;
      onProgress(line);
    }
    if (done) return outcomeOf(last);
  }
}
