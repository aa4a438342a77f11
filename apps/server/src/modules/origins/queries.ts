import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { OriginData, OriginResponse } from '@despacha/domain/contracts/registry/origin';
import { normalizeCnpj } from '@despacha/domain/validators/cnpj';
import type { Db } from '../../db/client.ts';
import { origins } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { isUuid } from '../../lib/tenant.ts';
import { containing } from '../../lib/sql.ts';

type OriginRow = typeof origins.$inferSelect;

export const toOrigin = ({ agencyId: _a, updatedAt: _u, createdAt, ...rest }: OriginRow): OriginResponse => ({
  ...rest,
  createdAt: createdAt.toISOString(),
});

export async function listOrigins(db: Db, { agencyId, q }: { agencyId: string; q?: string | undefined }) {
  const term = q?.trim();
  const match = term
    ? or(ilike(origins.nomeEmpresa, containing(term)), ilike(origins.razaoSocial, containing(term)), eq(origins.cnpj, normalizeCnpj(term)))
    : undefined;
  const rows = await db
    .select()
    .from(origins)
    .where(and(eq(origins.agencyId, agencyId), match))
    .orderBy(asc(origins.nomeEmpresa))
    .limit(200);
  return rows.map(toOrigin);
}

export async function getOrigin(db: Db, { agencyId, id }: { agencyId: string; id: string }) {
  if (!isUuid(id)) return null;
  const row = await db.query.origins.findFirst({ where: and(eq(origins.agencyId, agencyId), eq(origins.id, id)) });
  return row ? toOrigin(row) : null;
}

export async function saveOrigin(db: Db, { agencyId, id, data }: { agencyId: string; id?: string; data: OriginData }) {
  const values = { ...data, dataCadastro: data.dataCadastro ?? todayIso(), updatedAt: new Date() };
  if (id) {
    if (!isUuid(id)) return null;
    const [row] = await db
      .update(origins)
      .set(values)
      .where(and(eq(origins.agencyId, agencyId), eq(origins.id, id)))
      .returning();
    return row ? toOrigin(row) : null;
  }
  const [row] = await db
    .insert(origins)
    .values({ ...values, agencyId })
    .returning();
  return toOrigin(row!);
}
