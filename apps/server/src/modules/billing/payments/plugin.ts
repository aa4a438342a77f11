import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { Mailer } from '../../../lib/mail.ts';
import invoicePdfRoutes from '../invoice-pdf/routes.ts';
import pixRoutes from '../pix/routes.ts';
import webhookRoutes from '../webhook/routes.ts';
import paymentRoutes from './routes.ts';

export type BillingPaymentsOptions = { db: Db; mailer: Mailer; webhookSecret: string | undefined; now?: () => Date };

/** Issue 14 payments: manual payments, the provider webhook (its own body parser), PIX and the invoice PDF. */
const billingPayments: FastifyPluginAsync<BillingPaymentsOptions> = async (app, { db, mailer, webhookSecret, now }) => {
  await app.register(paymentRoutes, { mailer, now });
  await app.register(webhookRoutes, { db, mailer, secret: webhookSecret, now });
  await app.register(pixRoutes);
  await app.register(invoicePdfRoutes);
};

export default billingPayments;
