import { z } from "zod";
import { ROLES } from "../domain/enums.ts";

export const roleSchema = z.enum(ROLES);

export const currentUserSchema = z.object({
  id: z.string(),
  handle: z.string().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  favoriteTeam: z.string().nullable(),
  favoriteTeamColor: z.string().nullable(),
  pointsTotal: z.number().int(),
  role: roleSchema,
  termsAcceptedAt: z.string().nullable(),
  needsHandle: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const devLoginBodySchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "A valid email is required" })),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
});
export type DevLoginBody = z.infer<typeof devLoginBodySchema>;

export const adminStatusSchema = z.object({ isAdmin: z.boolean() });

export const authProviderSchema = z.object({ id: z.string(), name: z.string() });
export const authProvidersResponseSchema = z.object({
  providers: z.array(authProviderSchema),
  devLogin: z.boolean(),
});
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;
