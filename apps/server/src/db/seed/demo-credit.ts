import { asc, eq } from 'drizzle-orm';
import { shiftDay } from '@despacha/domain/agency-calendar';
import { creditTransferRequest, paymentRequest, refundRequest } from '@despacha/domain/ledger/contracts';
import { serviceMoney } from '@despacha/domain/money/service-money';
import { todayIso } from '../../lib/dates.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { amountsOf, recordCreditTransfer, recordPayment, recordRefund } from '../../modules/ledger/public.ts';
import type { Db } from '../client.ts';
import { services } from '../schema/index.ts';

// Money the agency owes back (issue 35 §4, decision 059) in the demo: one completed service whose
// customer paid more than it cost and got part of that credit back by PIX (a "Recibo de devolução",
// money out of today's caixa), and one open service whose overpayment was carried to the same
// owner's other open service. Recorded through the ledger's own functions, the ones the routes
// call, with the routes' contracts parsing the input: the credit rules, valor pago, receipt numbers,
// ledger_days and the activity lines follow exactly as if the dispatcher had typed them.

/** What the customers paid beyond the balance, and what of it went back or on (centavos). */
export const DEMO_CREDIT = { refundOverpaid: 8_000, refunded: 5_000, transferOverpaid: 12_000 } as const;

type Row = typeof services.$inferSelect;
const balanceOf = (row: Row) => serviceMoney(amountsOf(row)).balance;
const brDay = (iso: string) => iso.split('-').reverse().join('/');

export async function seedDemoCredit(db: Db, agencyId: string, manager: { id: string; name: string }) {
  const actor: TenantActor = {
    userId: manager.id,
    name: manager.name,
    role: 'dispatcher',
    agencyId,
    email: '',
    emailVerified: true,
    mustChangePassword: false,
    agency: null,
  };
  const today = todayIso();
  const rows = await db.select().from(services).where(eq(services.agencyId, agencyId)).orderBy(asc(services.number));

  // A refund: the first completed service already paid in part; the customer paid the rest plus
  // R$ 80,00 two days ago, and R$ 50,00 of it went back today (R$ 30,00 stays as credit).
  // A credit exists only once the DETRAN fee is known (decision 078): services "a confirmar" are passed over.
  const refunded = rows.find((s) => s.status === 'completed' && s.valorPagoCents > 0 && s.valorCents !== null);
  if (refunded) {
    const amount = balanceOf(refunded) + DEMO_CREDIT.refundOverpaid;
    const paidOn = brDay(shiftDay(today, -2));
    await recordPayment(db, actor, refunded.id, paymentRequest.parse({ paidOn, method: 'pix', amount, note: 'Pagou a mais', confirmOverpayment: true }));
    const refund = { paidOn: brDay(today), method: 'pix', amount: DEMO_CREDIT.refunded, note: 'Devolução de parte do crédito' };
    await recordRefund(db, actor, refunded.id, refundRequest.parse(refund));
  }

  // A transfer: the first owner with two open services, the first not paid yet, paid its balance
  // plus an advance for the second, and yesterday the advance was carried there (no money moved).
  const open = rows.filter((s) => s.status !== 'completed');
  const source = open.find((s) => s.valorPagoCents === 0 && s.valorCents !== null && open.some((o) => o.id !== s.id && o.ownerId === s.ownerId));
  const target = source && open.find((o) => o.id !== source.id && o.ownerId === source.ownerId);
  if (!source || !target) return;
  const advance = Math.min(DEMO_CREDIT.transferOverpaid, balanceOf(target));
  if (advance <= 0) return;
  const paidOn = brDay(shiftDay(today, -3));
  const note = `Adiantamento do serviço nº ${target.number}`;
  const amount = balanceOf(source) + advance;
  await recordPayment(db, actor, source.id, paymentRequest.parse({ paidOn, method: 'dinheiro', amount, note, confirmOverpayment: true }));
  const transfer = { toServiceId: target.id, paidOn: brDay(shiftDay(today, -1)), amount: advance, note };
  await recordCreditTransfer(db, actor, source.id, creditTransferRequest.parse(transfer));
}
