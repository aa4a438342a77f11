import { and, eq, like, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users, verifications } from '../db/schema/index.ts';

// better-auth keeps a reset link as a verification row `reset-password:<token>` whose value is the
// user id; invitations (users/create-user.ts) use the same rows with a longer life.
const PREFIX = 'reset-password:';

/** Every outstanding reset or invitation link of the user stops working, except `except`'s. */
export async function voidResetTokens(db: Db, userId: string, o: { except?: string } = {}): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        like(verifications.identifier, `${PREFIX}%`),
        o.except ? ne(verifications.identifier, PREFIX + o.except) : undefined,
      ),
    );
}

/** A link that was never mailed (the recipient's hourly limit) must not be usable either. */
export async function dropResetToken(db: Db, token: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.identifier, PREFIX + token));
}

/** Whose reset or invitation link this is: the e-mail and name of the user it sets a password for. */
export async function resetTokenOwner(db: Db, token: string): Promise<{ email: string; name: string } | null> {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(eq(verifications.identifier, PREFIX + token))
    .limit(1);
  return row ?? null;
}
