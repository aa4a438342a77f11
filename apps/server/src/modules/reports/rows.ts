import { eq } from 'drizzle-orm';
import { effectiveServiceStatus } from '@despacha/domain/contracts/registry/service';
import { serviceMoney } from '@despacha/domain/money/service-money';
import { labelOf } from '@despacha/domain/options/option';
import { agencyStageText, stageOf } from '@despacha/domain/process/stages';
import { serviceTypeOptions } from '@despacha/domain/service-catalog/service-types';
import { serviceStatusOptions } from '@despacha/domain/statuses';
import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import { displayPlate } from '@despacha/domain/validators/plate';
import { feeText } from '@despacha/domain/money/fee-display';
import { reportMessages as m } from '@despacha/domain/reports/messages';
import type { Db } from '../../db/client.ts';
import { fieldOptions } from '../../db/schema/index.ts';
import type { ReportColumnDef } from './columns.ts';
import type { ServiceRow, originGroups } from './query.ts';

// Database rows as report rows: labels instead of stored values, money in centavos, days as
// YYYY-MM-DD. The screen gets them keyed by column; the exports in column order.

export type ReportRow = Record<string, string | number | null>;

/** Service type labels as the admins named them (inactive ones too: old services keep theirs). */
export async function serviceTypeLabels(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ value: fieldOptions.optionValue, label: fieldOptions.optionLabel })
    .from(fieldOptions)
    .where(eq(fieldOptions.fieldName, 'service_type'));
  const labels = new Map<string, string>(serviceTypeOptions.map((o) => [o.value, o.label]));
  for (const r of rows) labels.set(r.value, r.label);
  return labels;
}

export function serviceReportRow(r: ServiceRow, typeLabels: Map<string, string>, today: string): ReportRow {
  // The total is summed by the query (valor + honorários + dúvidas + extras, as serviceMoney does;
  // a fee "a confirmar" adds nothing, and its row says so).
  const valor = r.valor === null ? null : Number(r.valor);
  const money = serviceMoney({ valor: valor === null ? null : 0, honorarios: Number(r.total), duvidas: 0, extras: 0, valorPago: r.valorPago });
  const status = effectiveServiceStatus(r.status as 'pending' | 'in_progress' | 'completed', r.prazo, today);
  return {
    number: r.number,
    owner: r.ownerName,
    document: displayCpfOrCnpj(r.document),
    plate: displayPlate(r.plate),
    renavam: r.renavam,
    service: typeLabels.get(r.servico) ?? r.servico,
    stage: agencyStageText(stageOf(r)),
    status: labelOf(serviceStatusOptions, status, status),
    openedOn: r.openedOn,
    prazo: r.prazo,
    completedOn: r.completedOn,
    detranFee: feeText(valor),
    // Not a column of the service reports: counted into the totals' "a confirmar" note.
    feesToConfirm: money.feeUnknown ? 1 : 0,
    total: money.total,
    paid: money.paid,
    balance: money.balance,
  };
}

export function originReportRow(g: Awaited<ReturnType<typeof originGroups>>[number]): ReportRow {
  return {
    origin: g.name ?? m.noOrigin,
    cnpj: g.cnpj ? displayCnpj(g.cnpj) : '',
    services: g.count,
    feesToConfirm: g.feesToConfirm,
    total: g.total,
    paid: g.paid,
    balance: g.balance,
  };
}

export const inColumnOrder = (columns: readonly ReportColumnDef[], row: ReportRow) => columns.map((c) => row[c.key] ?? null);

/**
 * The closing row of a table: the label in the first text column (with how many services have the
 * DETRAN fee "a confirmar", left out of the sums), the sums under their columns.
 */
export function totalsRow(
  columns: readonly ReportColumnDef[],
  totals: Record<string, number>,
  rowCount: number,
  feesToConfirm = 0,
): (string | number | null)[] {
  const labelAt = columns.findIndex((c) => c.type === 'text');
  return columns.map((c, i) => (c.key in totals ? totals[c.key]! : i === labelAt ? m.totalsRow(rowCount, feesToConfirm) : null));
}
