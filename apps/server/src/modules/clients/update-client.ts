import { eq } from 'drizzle-orm';
import type { UpdateClientData } from '@despacha/domain/contracts/clients';
import { adminMessages } from '@despacha/domain/admin-messages';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/tenant.ts';
import type { Actor } from '../../plugins/auth.ts';
import { assertCnpjFree } from '../agencies/cnpj.ts';
import { clientColumns } from './create-client.ts';

/** Saves the client's own fields; plan and status change only through a subscription change (with history). */
export async function updateClient(db: Db, id: string, data: UpdateClientData, actor: Pick<Actor, 'userId' | 'name'>): Promise<boolean> {
  if (!isUuid(id)) throw notFound(adminMessages.clientMissing);
  return db.transaction(async (tx) => {
    const columns = clientColumns(data);
    await assertCnpjFree(tx, columns.cnpj, id);
    const [row] = await tx
      .update(agencies)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(agencies.id, id))
      .returning({ id: agencies.id });
    if (!row) throw notFound(adminMessages.clientMissing);
    await recordActivity(tx as unknown as Db, id, actor, {
      action: 'updated',
      entity: 'client',
      entityId: id,
      summary: `Dados do cliente ${data.name} atualizados`,
    });
    return true;
  });
}
