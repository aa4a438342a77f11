// Notas fiscais (issue 37, decision 075): the agency's NFS-e, a month of competência or of emission,
// by status, sorted and paged on the server, with the totals of everything the filters match.
import { and, asc, desc, eq, gte, lt, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { NfseListResponse, NfseListRow } from '@despacha/domain/nfse/list-contracts';
import { NFSE_PAGE_SIZE, type NfseDateBasis, type NfseListSortKey } from '@despacha/domain/nfse/list';
import type { NfseStatus } from '@despacha/domain/nfse/issue-messages';
import type { Db } from '../../db/client.ts';
import { nfseDocuments, services } from '../../db/schema/index.ts';

export type NfseListFilters = {
  month: string;
  by: NfseDateBasis;
  status: '' | NfseStatus;
  page: number;
  sort: NfseListSortKey;
  dir: 'asc' | 'desc';
};

const nextMonthOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * The month on the chosen date: the competência is a date (a range of nfse_documents_competence_idx);
 * the emission an instant, the month in Brasília (UTC−3, no daylight saving since 2019), a range of
 * nfse_documents_created_idx.
 */
export function monthCondition(month: string, by: NfseDateBasis): SQL | undefined {
  if (!month) return undefined;
  const next = nextMonthOf(month);
  if (by === 'competencia') return and(gte(nfseDocuments.competence, `${month}-01`), lt(nfseDocuments.competence, `${next}-01`));
  return and(gte(nfseDocuments.createdAt, new Date(`${month}-01T00:00:00-03:00`)), lt(nfseDocuments.createdAt, new Date(`${next}-01T00:00:00-03:00`)));
}

/** What the list's filters match: the agency's own NFS-e, of the month and status chosen (the export's too). */
export const nfseListWhere = (agencyId: string, f: Pick<NfseListFilters, 'month' | 'by' | 'status'>) =>
  and(eq(nfseDocuments.agencyId, agencyId), monthCondition(f.month, f.by), f.status ? eq(nfseDocuments.status, f.status) : undefined);

/** The list's order, the export's too: the chosen column, ties broken so a page never repeats or skips a row. */
export function nfseListOrder(f: Pick<NfseListFilters, 'sort' | 'dir'>): SQL[] {
  const order = f.dir === 'asc' ? asc : desc;
  const columns: Record<NfseListSortKey, AnyColumn | SQLWrapper> = {
    issued: nfseDocuments.createdAt,
    competence: nfseDocuments.competence,
    number: sql`${nfseDocuments.series}::int`,
    tomador: sql`lower(${nfseDocuments.tomadorName})`,
    value: nfseDocuments.honorariosCents,
    status: nfseDocuments.status,
  };
  // The DPS number (unique per series) breaks ties.
  const tieBreak = f.sort === 'number' ? [order(nfseDocuments.number)] : [desc(nfseDocuments.createdAt), desc(nfseDocuments.number)];
  return [order(columns[f.sort]), ...tieBreak];
}

export async function listNfse(db: Db, agencyId: string, f: NfseListFilters): Promise<NfseListResponse> {
  const where = nfseListWhere(agencyId, f);
  const [rows, [summary]] = await Promise.all([
    db
      .select({
        id: nfseDocuments.id,
        serviceId: nfseDocuments.serviceId,
        serviceNumber: services.number,
        status: nfseDocuments.status,
        environment: nfseDocuments.environment,
        series: nfseDocuments.series,
        number: nfseDocuments.number,
        nfseNumber: nfseDocuments.nfseNumber,
        competence: nfseDocuments.competence,
        createdAt: nfseDocuments.createdAt,
        tomadorName: nfseDocuments.tomadorName,
        tomadorDocument: nfseDocuments.tomadorDocument,
        honorariosCents: nfseDocuments.honorariosCents,
        hasXml: sql<boolean>`(${nfseDocuments.nfseXml} is not null)`,
        rejectionCode: nfseDocuments.rejectionCode,
      })
      .from(nfseDocuments)
      .innerJoin(services, and(eq(services.agencyId, nfseDocuments.agencyId), eq(services.id, nfseDocuments.serviceId)))
      .where(where)
      .orderBy(...nfseListOrder(f))
      .limit(NFSE_PAGE_SIZE)
      .offset((f.page - 1) * NFSE_PAGE_SIZE),
    // Sums as text: a bigint past 2^53 would not survive a JS number on the way (it cannot get there: 1e9 per row).
    db
      .select({
        count: sql<number>`count(*)::int`,
        value: sql<string>`coalesce(sum(${nfseDocuments.honorariosCents}), 0)::text`,
        authorisedCount: sql<number>`(count(*) filter (where ${nfseDocuments.status} = 'autorizada'))::int`,
        authorisedValue: sql<string>`coalesce(sum(${nfseDocuments.honorariosCents}) filter (where ${nfseDocuments.status} = 'autorizada'), 0)::text`,
      })
      .from(nfseDocuments)
      .where(where),
  ]);
  return {
    items: rows.map(({ createdAt, ...r }): NfseListRow => ({
      ...r,
      status: r.status as NfseStatus,
      environment: r.environment as NfseListRow['environment'],
      issuedAt: createdAt.toISOString(),
      hasXml: !!r.hasXml,
    })),
    total: Number(summary?.count ?? 0),
    page: f.page,
    pageSize: NFSE_PAGE_SIZE,
    summary: {
      valueCents: Number(summary?.value ?? 0),
      authorisedCount: Number(summary?.authorisedCount ?? 0),
      authorisedValueCents: Number(summary?.authorisedValue ?? 0),
    },
  };
}
