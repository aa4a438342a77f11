import type { Db } from '../client.ts';
import { quotes } from '../schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { shiftDay } from '@despacha/domain/agency-calendar';
import { catalogDefaults } from '../../modules/service-catalog/queries.ts';

type DemoQuote = {
  customerName: string;
  customerPhone?: string;
  plate?: string;
  serviceType: string;
  honorarios: number;
  extras?: { label: string; cents: number }[];
  status: 'rascunho' | 'enviado' | 'aceito' | 'recusado';
  /** Days ago it was made; valid for 15 days from then (the screen's default). */
  madeDaysAgo: number;
  note?: string;
};

/** One quote in each state the Orçamentos screen shows, the last sent one already expired. */
const DEMO_QUOTES: DemoQuote[] = [
  {
    customerName: 'Fernanda Lopes',
    customerPhone: '(21) 99654-3210',
    serviceType: 'primeiro-emplacamento',
    honorarios: 35000,
    extras: [{ label: 'Placas Mercosul', cents: 25000 }],
    status: 'rascunho',
    madeDaysAgo: 0,
  },
  {
    customerName: 'Ricardo Nogueira',
    customerPhone: '(21) 98123-4567',
    plate: 'RIO2A19',
    serviceType: 'transferencia',
    honorarios: 30000,
    status: 'enviado',
    madeDaysAgo: 2,
    note: 'Cliente vai trazer o ATPV-e assinado.',
  },
  { customerName: 'Marcos Teixeira', plate: 'LTA4B56', serviceType: 'licenciamento', honorarios: 15000, status: 'aceito', madeDaysAgo: 4 },
  { customerName: 'Patrícia Gomes', serviceType: 'segunda-via-crv', honorarios: 20000, status: 'recusado', madeDaysAgo: 6 },
  { customerName: 'Bruno Carvalho', customerPhone: '(21) 97777-1212', serviceType: 'transferencia', honorarios: 30000, status: 'enviado', madeDaysAgo: 20 },
];

/**
 * The demo agency's orçamentos (decision 041). DETRAN fees come from this year's catalog: a type
 * whose fee is still "a confirmar" gets none (null), and the quote says so instead of R$ 0,00.
 */
export async function seedDemoQuotes(db: Db, agencyId: string, actor: { id: string }) {
  const today = todayIso();
  const rows = [];
  for (const [i, q] of DEMO_QUOTES.entries()) {
    const detranFeeCents = (await catalogDefaults(db, q.serviceType)).feeCents;
    const extras = q.extras ?? [];
    const extrasCents = extras.reduce((sum, e) => sum + e.cents, 0);
    const made = new Date(Date.now() - q.madeDaysAgo * 86_400_000);
    rows.push({
      agencyId,
      number: i + 1,
      customerName: q.customerName,
      customerPhone: q.customerPhone ?? '',
      plate: q.plate ?? '',
      serviceType: q.serviceType,
      detranFeeCents,
      honorariosCents: q.honorarios,
      extras,
      extrasCents,
      totalCents: (detranFeeCents ?? 0) + q.honorarios + extrasCents,
      validUntil: shiftDay(today, 15 - q.madeDaysAgo),
      status: q.status,
      note: q.note ?? '',
      sharedAt: q.status === 'rascunho' ? null : made,
      answeredAt: q.status === 'aceito' || q.status === 'recusado' ? new Date(made.getTime() + 86_400_000) : null,
      createdBy: actor.id,
      createdAt: made,
      updatedAt: made,
    });
  }
  await db.insert(quotes).values(rows);
  return rows.length;
}
