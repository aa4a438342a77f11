import { and, asc, eq } from 'drizzle-orm';
import type { OriginSettingsData, OriginSettingsResponse } from '@despacha/domain/commissions/contracts';
import type { CommissionDirection } from '@despacha/domain/commissions/options';
import type { CommissionRule } from '@despacha/domain/commissions/rules';
import type { Db } from '../../db/client.ts';
import { fieldOptions, originCommissionRules, origins, originSettings } from '../../db/schema/index.ts';
import { perDatabase, rawStatement } from '../../lib/raw-statement.ts';
import { isUuid } from '../../lib/tenant.ts';

// Origem dos Serviços → Configurar and Comissões (issue 34 item 13): the tenant-scoped reads and
// writes. Every function takes the agency; another agency's origin is not found.

export type OriginHead = { id: string; nomeEmpresa: string; cnpj: string };

export async function originOf(db: Db, agencyId: string, id: string): Promise<OriginHead | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: origins.id, nomeEmpresa: origins.nomeEmpresa, cnpj: origins.cnpj })
    .from(origins)
    .where(and(eq(origins.agencyId, agencyId), eq(origins.id, id)));
  return row ?? null;
}

export type CommissionSettings = { direction: CommissionDirection; rules: CommissionRule[] };

/** The origin's settings; an origin never configured has no commission and no contact. */
export async function settingsOf(db: Db, agencyId: string, originId: string): Promise<OriginSettingsResponse> {
  const [[row], rules] = await Promise.all([
    db
      .select()
      .from(originSettings)
      .where(and(eq(originSettings.agencyId, agencyId), eq(originSettings.originId, originId))),
    db
      .select({
        servico: originCommissionRules.servico,
        mode: originCommissionRules.mode,
        percentBp: originCommissionRules.percentBp,
        amountCents: originCommissionRules.amountCents,
      })
      .from(originCommissionRules)
      .where(and(eq(originCommissionRules.agencyId, agencyId), eq(originCommissionRules.originId, originId)))
      .orderBy(asc(originCommissionRules.servico)),
  ]);
  return {
    originId,
    contatoNome: row?.contatoNome ?? '',
    contatoTelefone: row?.contatoTelefone ?? '',
    contatoEmail: row?.contatoEmail ?? '',
    direction: (row?.commissionDirection ?? 'none') as CommissionDirection,
    rules: rules as CommissionRule[],
  };
}

/**
 * Contact, direction and the whole set of rules, replaced in one transaction. "Sem comissão" keeps
 * the stored rules as they are: unused while the origin has no commission, there again when one is
 * chosen (the form sends none for it).
 */
export async function saveSettings(db: Db, agencyId: string, originId: string, data: OriginSettingsData) {
  const values = {
    contatoNome: data.contatoNome,
    contatoTelefone: data.contatoTelefone,
    contatoEmail: data.contatoEmail,
    commissionDirection: data.direction,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(originSettings)
      .values({ agencyId, originId, ...values })
      .onConflictDoUpdate({ target: [originSettings.agencyId, originSettings.originId], set: values });
    if (data.direction === 'none') return;
    await tx.delete(originCommissionRules).where(and(eq(originCommissionRules.agencyId, agencyId), eq(originCommissionRules.originId, originId)));
    if (data.rules.length)
      await tx.insert(originCommissionRules).values(
        data.rules.map((r) => ({
          agencyId,
          originId,
          servico: r.servico,
          mode: r.mode,
          // Only the mode's own figure is kept: a fixed rule has no percentage, and the other way round.
          percentBp: r.mode === 'percent' ? r.percent : 0,
          amountCents: r.mode === 'fixed' ? r.amount : 0,
        })),
      );
  });
}

/** The service types' labels (platform-wide field options), value → label. */
export async function serviceTypeLabels(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ value: fieldOptions.optionValue, label: fieldOptions.optionLabel })
    .from(fieldOptions)
    .where(eq(fieldOptions.fieldName, 'service_type'));
  return new Map(rows.map((r) => [r.value, r.label]));
}

export type StatementRow = {
  serviceId: string;
  number: number;
  date: string;
  placa: string;
  servico: string;
  ownerName: string;
  honorariosCents: number;
  entryId: string | null;
  entryCents: number | null;
  settledOn: string | null;
};

// The statement's date: the data do processo, else the day the service was opened in São Paulo.
// Written exactly as services_origin_date_idx so one origin's period is an index range.
const serviceDay = `coalesce(s.data_proc, (s.created_at at time zone 'America/Sao_Paulo')::date)`;
const statementSql = `select s.id::text as "serviceId", s.number, ${serviceDay}::text as date, v.placa, s.servico, o.nome as "ownerName",
    s.honorarios_cents as "honorariosCents", e.id::text as "entryId", e.amount_cents as "entryCents", e.paid_on::text as "settledOn"
  from services s
  join vehicles v on v.agency_id = $1 and v.id = s.vehicle_id
  join owners o on o.agency_id = $1 and o.id = s.owner_id
  left join commission_entries e on e.agency_id = $1 and e.service_id = s.id and e.voided_at is null
  where s.agency_id = $1 and s.origin_id = $2 and ${serviceDay} between $3::date and $4::date
  order by ${serviceDay}, s.number
  limit $5::int`;
const statement = perDatabase((db) => rawStatement<StatementRow>(db, 'commission_statement', statementSql));

/** The origin's services of the period in statement order, at most `limit`, each with its live commission entry. */
export function statementRows(db: Db, agencyId: string, originId: string, period: { from: string; to: string }, limit: number): Promise<StatementRow[]> {
  return statement(db)([agencyId, originId, period.from, period.to, limit]);
}

export { statementSql, serviceDay };
