import { and, eq, ne, sql } from 'drizzle-orm';
import { clientMessages } from '@despacha/domain/admin-messages';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';

type Queryable = Pick<Db, 'execute' | 'query'>;

/** One CNPJ, one agency: the same 409 and field message on onboarding and on the admin's forms. */
export const cnpjTaken = () => new HttpError(409, 'CNPJ_TAKEN', clientMessages.cnpjTaken, { cnpj: clientMessages.cnpjTaken });

/**
 * Serialises every write of this CNPJ (onboarding, new client, client edit) until the transaction
 * ends, so two requests cannot both find it free. An advisory lock rather than a unique index: the
 * admin may leave the CNPJ blank, and rows stored twice before this check would fail the index.
 */
export async function lockCnpj(tx: Queryable, cnpj: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agency-cnpj:${cnpj}`}))`);
}

/** Throws 409 CNPJ_TAKEN when another agency (not exceptId) has this CNPJ; call inside the writing transaction. */
export async function assertCnpjFree(tx: Queryable, cnpj: string, exceptId?: string): Promise<void> {
  if (!cnpj) return;
  await lockCnpj(tx, cnpj);
  const taken = await tx.query.agencies.findFirst({
    columns: { id: true },
    where: and(eq(agencies.cnpj, cnpj), exceptId ? ne(agencies.id, exceptId) : undefined),
  });
  if (taken) throw cnpjTaken();
}
