import { and, asc, desc, eq } from 'drizzle-orm';
import type { CatalogEntry, CatalogFee } from '@despacha/domain/service-catalog/contracts';
import type { Db } from '../../db/client.ts';
import { fieldOptions, serviceCatalog, serviceCatalogDudaCodes, serviceCatalogFees } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';

/** The calendar year a fee is looked up for: the agency's (America/Sao_Paulo) current year. */
export const currentYear = (now: Date = new Date()) => Number(todayIso(now).slice(0, 4));

const serviceTypeRows = (db: Db, serviceType?: string) =>
  db
    .select({ value: fieldOptions.optionValue, label: fieldOptions.optionLabel })
    .from(fieldOptions)
    .where(and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.active, true), serviceType ? eq(fieldOptions.optionValue, serviceType) : undefined))
    .orderBy(asc(fieldOptions.displayOrder), asc(fieldOptions.optionLabel));

/** True when the value is an active service type (the catalog is kept only for those). */
export async function serviceTypeExists(db: Db, serviceType: string) {
  return (await serviceTypeRows(db, serviceType)).length > 0;
}

/** The catalog of every active service type (or of one), empty parts where nothing was entered. */
export async function catalogEntries(db: Db, serviceType?: string): Promise<CatalogEntry[]> {
  const [types, entries, codes, fees] = await Promise.all([
    serviceTypeRows(db, serviceType),
    db
      .select()
      .from(serviceCatalog)
      .where(serviceType ? eq(serviceCatalog.serviceType, serviceType) : undefined),
    db
      .select()
      .from(serviceCatalogDudaCodes)
      .where(serviceType ? eq(serviceCatalogDudaCodes.serviceType, serviceType) : undefined)
      .orderBy(asc(serviceCatalogDudaCodes.code)),
    db
      .select()
      .from(serviceCatalogFees)
      .where(serviceType ? eq(serviceCatalogFees.serviceType, serviceType) : undefined)
      .orderBy(desc(serviceCatalogFees.year)),
  ]);
  const year = currentYear();
  return types.map(({ value, label }) => {
    const entry = entries.find((e) => e.serviceType === value);
    const ownFees = fees.filter((f) => f.serviceType === value).map(toCatalogFee);
    return {
      serviceType: value,
      label,
      dudaCodes: codes.filter((c) => c.serviceType === value).map((c) => ({ id: c.id, code: c.code, description: c.description, verified: c.verified })),
      fees: ownFees,
      currentYear: year,
      currentFeeCents: confirmedFee(ownFees.find((f) => f.year === year)),
      documents: entry?.documents ?? [],
      deadlineDays: entry?.deadlineDays ?? null,
      deadlineBasis: entry?.deadlineBasis ?? '',
    };
  });
}

type FeeRow = typeof serviceCatalogFees.$inferSelect;

export const toCatalogFee = (f: FeeRow): CatalogFee => ({
  year: f.year,
  feeCents: f.feeCents,
  confirmed: f.confirmed,
  source: f.source,
  checkedOn: f.checkedOn,
});

/** The fee a quote or a new service may take: a confirmed one; null is "a confirmar" (never 0). */
export const confirmedFee = (f: Pick<FeeRow, 'feeCents' | 'confirmed'> | undefined) => (f?.confirmed && f.feeCents !== null ? f.feeCents : null);

/** What a new service of the type starts from: this year's confirmed fee (null: "a confirmar") and its documents. */
export async function catalogDefaults(db: Db, serviceType: string, year = currentYear()) {
  const [entry, fee] = await Promise.all([
    db.query.serviceCatalog.findFirst({ where: eq(serviceCatalog.serviceType, serviceType) }),
    db.query.serviceCatalogFees.findFirst({ where: and(eq(serviceCatalogFees.serviceType, serviceType), eq(serviceCatalogFees.year, year)) }),
  ]);
  return { feeCents: confirmedFee(fee), documents: entry?.documents ?? [] };
}

/** The DUDA codes a receipt may print as fact: verified ones only. */
export async function verifiedDudaCodes(db: Db, serviceType: string) {
  const rows = await db
    .select({ code: serviceCatalogDudaCodes.code })
    .from(serviceCatalogDudaCodes)
    .where(and(eq(serviceCatalogDudaCodes.serviceType, serviceType), eq(serviceCatalogDudaCodes.verified, true)))
    .orderBy(asc(serviceCatalogDudaCodes.code));
  return rows.map((r) => r.code);
}
