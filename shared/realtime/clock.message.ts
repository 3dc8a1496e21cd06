import { z } from "zod";

/** The server's clock, for countdowns drawn in server time (reconnects and sleeping tabs drift). */
export const clockMessage = {
  payload: z.strictObject({}),
  reply: z.object({ serverNow: z.iso.datetime() }),
};
