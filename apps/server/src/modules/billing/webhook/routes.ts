import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentMessages } from '@despacha/domain/billing/payments';
import type { Db } from '../../../db/client.ts';
import { invoices } from '../../../db/schema/index.ts';
import { todayIso } from '../../../lib/dates.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { Mailer } from '../../../lib/mail.ts';
import { afterPayment } from '../payments/notify.ts';
import { recordPayment } from '../payments/record-payment.ts';
import { genericHmacProvider } from './generic-hmac.ts';
import { PAYMENT_CONFIRMED, PAYMENT_FAILED, WebhookRefusal, type PaymentProvider, type ProviderEvent } from './provider.ts';

/** A provider's event is a few hundred bytes; anything near this is not one. */
export const WEBHOOK_BODY_MAX = 16 * 1024;

const webhookResponse = z.object({ status: z.enum(['recorded', 'duplicate', 'ignored']) });

type Options = { db: Db; mailer: Mailer; secret: string | undefined; now?: () => Date };

/**
 * POST /api/billing/webhook: the payment provider tells us an invoice was paid. Registered in its
 * own scope, where JSON bodies reach the handler as the exact bytes that were signed.
 */
const routes: FastifyPluginAsyncZod<Options> = async (app, { db, mailer, secret, now = () => new Date() }) => {
  const provider: PaymentProvider | null = secret ? genericHmacProvider(secret) : null;

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_MAX }, (_request, raw, done) => done(null, raw));

  app.post('/api/billing/webhook', { schema: { response: { 200: webhookResponse } } }, async (request) => {
    if (!provider) throw new HttpError(503, 'WEBHOOK_NOT_CONFIGURED', paymentMessages.webhookNotConfigured);
    const raw = Buffer.isBuffer(request.body) ? request.body : null;
    if (!raw) throw new HttpError(400, 'WEBHOOK_MALFORMED', paymentMessages.webhookMalformed);
    const at = now();
    let event: ProviderEvent;
    try {
      event = provider.verify(raw, request.headers, at);
    } catch (err) {
      if (!(err instanceof WebhookRefusal)) throw err;
      if (err.kind === 'signature') throw new HttpError(401, 'WEBHOOK_SIGNATURE', paymentMessages.webhookSignatureInvalid);
      throw new HttpError(400, 'WEBHOOK_MALFORMED', paymentMessages.webhookMalformed);
    }
    // Ids and numbers only in the log: the event names no person, and neither do we.
    const ref = { provider: provider.name, eventId: event.id, eventType: event.type };
    if (event.type !== PAYMENT_CONFIRMED && event.type !== PAYMENT_FAILED) {
      request.log.info(ref, 'billing webhook: event type ignored');
      return { status: 'ignored' as const };
    }
    const [invoice] = await db
      .select({ id: invoices.id, agencyId: invoices.agencyId, number: invoices.number })
      .from(invoices)
      .where(event.invoiceId ? eq(invoices.id, event.invoiceId) : eq(invoices.number, event.invoiceNumber!));
    if (!invoice) {
      request.log.warn({ ...ref, invoiceNumber: event.invoiceNumber, invoiceId: event.invoiceId }, 'billing webhook: unknown invoice, event ignored');
      return { status: 'ignored' as const };
    }
    // As reported, even ahead of our clock or before the invoice: recordPayment flags it (decision 050).
    const paidAt = event.paidAt;
    const outcome = await recordPayment(
      db,
      invoice.agencyId,
      invoice.id,
      {
        method: event.method,
        paidOn: todayIso(paidAt),
        paidAt,
        amountCents: event.amountCents,
        reference: event.id,
        createdBy: null,
        provider: provider.name,
        providerEventId: event.id,
        ...(event.type === PAYMENT_FAILED ? { status: 'failed' as const } : {}),
      },
      at,
    );
    if (!outcome) return { status: 'ignored' as const };
    if (outcome.kind === 'duplicate') return { status: 'duplicate' as const };
    if (outcome.kind === 'refused') {
      request.log.warn(
        { ...ref, invoiceNumber: invoice.number, invoiceStatus: outcome.invoice.status },
        'billing webhook: invoice takes no payment, event ignored',
      );
      return { status: 'ignored' as const };
    }
    if (outcome.anomalies.length > 0) {
      request.log.warn(
        { ...ref, invoiceNumber: invoice.number, anomalies: outcome.anomalies },
        'billing webhook: payment recorded and flagged for an administrator',
      );
    }
    if (event.type === PAYMENT_FAILED) {
      await app.adminNotices.paymentFailed(`${provider.name}:${event.id}`, invoice.agencyId, invoice.id, event.method);
      return { status: 'recorded' as const };
    }
    await afterPayment(app, { db, mailer }, invoice.agencyId, {
      number: invoice.number,
      amountCents: event.amountCents,
      paidOn: todayIso(paidAt),
      method: event.method,
      invoicePaid: outcome.invoicePaid,
      agencyReactivated: outcome.agencyReactivated,
    });
    return { status: 'recorded' as const };
  });
};

export default routes;
