import { eq } from 'drizzle-orm';
import type { UpdateOwnProfileBody } from '@despacha/domain/contracts/users';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';

/**
 * The name lives twice: the profile (what the app shows and records in trails) and better-auth's
 * user (its e-mails greet by it). Both change together, then the cached actor is dropped so the
 * next /api/me reads the new name.
 */
export async function updateOwnProfile(db: Db, userId: string, body: UpdateOwnProfileBody, forget: (userId: string) => void): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ name: body.name, updatedAt: now }).where(eq(profiles.id, userId));
    await tx.update(users).set({ name: body.name, updatedAt: now }).where(eq(users.id, userId));
  });
  forget(userId);
}
