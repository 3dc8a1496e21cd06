import { and, eq, sql } from "drizzle-orm";
import { db } from "../db/index.ts";
import { oauthAccounts, type User, users } from "../db/schema/index.ts";
import { env } from "../env.ts";
import { events } from "../events.ts";
import { forgetUserSessions } from "./session.cache.ts";

export interface Identity {
  provider: string;
  providerUserId: string;
  email?: string | null;
  emailVerified: boolean;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}

const roleFor = (email: string | null | undefined) =>
  email && env().ADMIN_EMAILS.includes(email.toLowerCase()) ? ("ADMIN" as const) : undefined;

/**
 * Finds or creates the user behind an identity: a linked account first, then a verified email,
 * else a new user. ADMIN_EMAILS promotes on every sign-in.
 */
export async function signInWithIdentity(identity: Identity): Promise<User> {
  const user = await findOrCreateUser(identity);
  // A sign-in may have changed the role (ADMIN_EMAILS): the user's other sessions read it again.
  forgetUserSessions(user.id);
  events.publish("user.updated", { userId: user.id });
  return user;
}

async function findOrCreateUser(identity: Identity): Promise<User> {
  const email = identity.email?.trim().toLowerCase() || null;
  return db().transaction(async (tx) => {
    // Concurrent first sign-ins of one identity or email queue here instead of racing to insert
    // the same user (a duplicate email was a 500); sorted, so two such locks never deadlock.
    const keys = [
      `identity:${identity.provider}:${identity.providerUserId}`,
      ...(email ? [`email:${email}`] : []),
    ].sort();
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const [linked] = await tx
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(
        and(eq(oauthAccounts.provider, identity.provider), eq(oauthAccounts.providerUserId, identity.providerUserId)),
      );
    let user = linked?.user;
    if (!user && email && identity.emailVerified) {
      [user] = await tx.select().from(users).where(sql`lower(${users.email}) = ${email}`);
    }
    if (!user) {
      [user] = await tx
        .insert(users)
        .values({
          email: identity.emailVerified ? email : null,
          firstName: identity.firstName ?? null,
          lastName: identity.lastName ?? null,
          profileImageUrl: identity.profileImageUrl ?? null,
        })
        .returning();
    }
    if (!linked) {
      await tx
        .insert(oauthAccounts)
        .values({ provider: identity.provider, providerUserId: identity.providerUserId, userId: user!.id })
        .onConflictDoNothing();
    }
    const role = roleFor(user!.email);
    if (role && user!.role !== role) {
      [user] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user!.id)).returning();
    }
    return user!;
  });
}
