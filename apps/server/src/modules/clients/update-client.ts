import { eq } from 'drizzle-orm';
import type { UpdateClientData } from '@despacha/domain/contracts/clients';
import { adminMessages, clientHistoryMessages } from '@despacha/domain/admin-messages';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/tenant.ts';
import type { Actor } from '../../plugins/auth.ts';
import { assertCnpjFree } from '../agencies/public.ts';
import { clientColumns } from './create-client.ts';
import { changedClientFields } from './history-texts.ts';

/** Saves the client's own fields; plan and status change only through a subscription change (with history). */
export async function updateClient(db: Db, id: string, data: UpdateClientData, actor: Pick<Actor, 'userId' | 'name'>): Promise<boolean> {
  if (!isUuid(id)) throw notFound(adminMessages.clientMissing);
  return db.transaction(async (tx) => {
    const columns = clientColumns(data);
    // Read under a row lock so the trail names exactly what this save changed; a missing client is
    // a 404 whatever its body says, before the CNPJ is compared with the others.
    const [before] = await tx.select().from(agencies).where(eq(agencies.id, id)).for('no key update');
    if (!before) throw notFound(adminMessages.clientMissing);
    await assertCnpjFree(tx, columns.cnpj, id);
    await tx
      .update(agencies)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(agencies.id, id));
    const changed = changedClientFields(before, columns);
    // A save without any difference changed nothing worth a line in the trail.
    if (changed.length === 0) return true;
    await recordActivity(tx, id, actor, {
      action: 'updated',
      entity: 'client',
      entityId: id,
      summary: clientHistoryMessages.clientUpdated(columns.name, changed),
    });
    return true;
  });
}
