import { and, eq } from 'drizzle-orm';
import { moneyMessages } from '@despacha/domain/money/messages';
import { serviceMoney, type ServiceAmounts } from '@despacha/domain/money/service-money';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';

const storedAmounts = (row: typeof services.$inferSelect): ServiceAmounts => ({
  valor: row.valorCents,
  honorarios: row.honorariosCents,
  duvidas: row.duvidasCents,
  extras: row.extrasCents,
  valorPago: row.valorPagoCents,
});

/**
 * A payment above the total becomes the customer's credit only when the user confirmed it
 * (`confirmOverpayment`); a credit already stored and unchanged was confirmed when it was saved,
 * so re-saving the record for another field does not ask again (decision 017).
 */
export async function refuseUnconfirmedCredit(db: Db, agencyId: string, id: string | undefined, amounts: ServiceAmounts, confirmed: boolean | undefined) {
  const { credit, paid, total } = serviceMoney(amounts);
  if (credit === 0 || confirmed) return;
  const stored = id ? await db.query.services.findFirst({ where: and(eq(services.agencyId, agencyId), eq(services.id, id)) }) : undefined;
  if (stored && serviceMoney(storedAmounts(stored)).credit === credit) return;
  const message = moneyMessages.overpayment(paid, total);
  throw new HttpError(400, 'OVERPAYMENT', message, { 'service.valorPago': message });
}
