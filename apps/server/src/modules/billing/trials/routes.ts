import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingMessages as m } from '@despacha/domain/billing/messages';
import { trialConvertResponse, trialExtendBody, trialExtendResponse } from '@despacha/domain/billing/trials';
import { TEXT } from '@despacha/domain/limits';
import { notFound } from '../../../lib/http-error.ts';
import type { Mailer } from '../../../lib/mail.ts';
import { invoiceIssuedMail } from '../mail-billing.ts';
import { readSettings } from '../../settings/public.ts';
import { convertTrial, extendTrial } from './trial-actions.ts';
import { isUuid } from '../../../lib/tenant.ts';

const params = z.object({ agencyId: z.string().max(TEXT.id) });
const checkedId = (id: string) => {
  if (!isUuid(id)) throw notFound(m.trialClientNotFound);
  return id;
};

/** Converter and Estender of the admin's trials tab. */
const routes: FastifyPluginAsyncZod<{ mailer: Mailer; now?: () => Date }> = async (app, { mailer, now = () => new Date() }) => {
  const admin = { onRequest: [app.requireAdmin] };

  app.post('/api/admin/trials/:agencyId/convert', { ...admin, schema: { params, response: { 200: trialConvertResponse } } }, async (request) => {
    const agencyId = checkedId(request.params.agencyId);
    const { invoice, email } = await convertTrial(request.db, agencyId, request.actor!.userId, now());
    app.forgetAgency(agencyId);
    await mailer.send(invoiceIssuedMail(email, invoice, (await readSettings(request.db)).platform));
    return { invoiceId: invoice.id, number: invoice.number };
  });

  app.post(
    '/api/admin/trials/:agencyId/extend',
    { ...admin, schema: { params, body: trialExtendBody, response: { 200: trialExtendResponse } } },
    async (request) => {
      const agencyId = checkedId(request.params.agencyId);
      const endsAt = await extendTrial(request.db, agencyId, request.body.days, request.body.reason, request.actor!.userId, now());
      app.forgetAgency(agencyId);
      return { trialEndsAt: endsAt.toISOString() };
    },
  );
};

export default routes;
