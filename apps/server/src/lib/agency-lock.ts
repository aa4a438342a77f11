import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { agencies } from '../db/schema/index.ts';

/**
 * Serialises one agency's read-then-write operations (next service number, free seats, the
 * subscription history) until the calling transaction ends: a second caller waits here, and its
 * next statement sees what the first committed. FOR NO KEY UPDATE conflicts with itself and with
 * FOR UPDATE, but not with the KEY SHARE locks that foreign-key checks take, so the agency's other
 * inserts go on meanwhile. Take it first in the transaction. Returns whether the agency exists.
 */
export async function lockAgency(tx: Tx, agencyId: string): Promise<boolean> {
  const rows = await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId)).for('no key update');
  return rows.length > 0;
}
