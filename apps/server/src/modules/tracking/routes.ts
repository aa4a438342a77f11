import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDispatcher } from '@despacha/domain/roles';
import {
  consentBody,
  createLinkBody,
  createdLinkResponse,
  trackingSettingsBody,
  trackingSettingsResponse,
  trackingStatusResponse,
} from '@despacha/domain/tracking/contracts';
import { trackingMessages as m } from '@despacha/domain/tracking/messages';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mail.ts';
import { tenantOf } from '../../lib/tenant.ts';
import { getServiceRow } from '../registry/public.ts';
import { drainCustomerNotifications } from './drain.ts';
import { startTrackingPrune } from './prune-tracking.ts';
import { emailMessenger } from './messenger.ts';
import publicRoutes from './public-routes.ts';
import { customerSettingsOf, saveCustomerSettings } from './settings.ts';
import { auditCustomerSettings } from './settings-audit.ts';
import { createLinkForDispatcher, revokeLinks, setConsent, trackingStatus } from './manage.ts';
import { startAfterReady } from '../../lib/after-start.ts';

type Options = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Sends queued customer e-mails every few seconds (the server does; tests drain by hand). */
  jobs?: boolean;
  /** Tracking pages per IP and minute. */
  viewsPerMinute?: number;
};

const idParams = z.object({ id: z.string() });
const DRAIN_EVERY_MS = 10_000;

const routes: FastifyPluginAsyncZod<Options> = async (app, o) => {
  // Handlers query through request.db (decision 074); the jobs below take the platform's.
  const { db } = o;

  async function serviceOf(request: Parameters<typeof tenantOf>[0]) {
    const actor = tenantOf(request);
    const row = await getServiceRow(request.db, { agencyId: actor.agencyId, id: (request.params as { id: string }).id });
    if (!row) throw notFound();
    return { actor, row };
  }

  app.get('/api/tracking/settings', { onRequest: [app.requireUser], schema: { response: { 200: trackingSettingsResponse } } }, async (request) =>
    customerSettingsOf(request.db, tenantOf(request).agencyId),
  );

  app.put(
    '/api/tracking/settings',
    { onRequest: [app.requireUser], schema: { body: trackingSettingsBody, response: { 200: trackingSettingsResponse } } },
    async (request) => {
      const actor = tenantOf(request);
      if (!isDispatcher(actor.role)) throw new HttpError(403, 'FORBIDDEN', m.dispatcherOnly);
      const before = await customerSettingsOf(request.db, actor.agencyId);
      const saved = await saveCustomerSettings(request.db, actor.agencyId, actor.userId, request.body);
      await auditCustomerSettings(request.db, actor, before, saved, request.ip);
      return saved;
    },
  );

  app.get(
    '/api/services/:id/tracking',
    { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: trackingStatusResponse } } },
    async (request) => {
      const { actor, row } = await serviceOf(request);
      return trackingStatus(request.db, actor.agencyId, row);
    },
  );

  app.post(
    '/api/services/:id/tracking/links',
    { onRequest: [app.requireUser], schema: { params: idParams, body: createLinkBody, response: { 201: createdLinkResponse } } },
    async (request, reply) => {
      const { actor, row } = await serviceOf(request);
      const created = await createLinkForDispatcher(request.db, actor, row, o.publicUrl, request.body);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/services/:id/tracking/links',
    { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: trackingStatusResponse } } },
    async (request) => {
      const { actor, row } = await serviceOf(request);
      await revokeLinks(request.db, actor, row);
      return trackingStatus(request.db, actor.agencyId, row);
    },
  );

  app.put(
    '/api/services/:id/tracking/consent',
    { onRequest: [app.requireUser], schema: { params: idParams, body: consentBody, response: { 200: trackingStatusResponse } } },
    async (request) => {
      const { actor, row } = await serviceOf(request);
      await setConsent(request.db, actor, row, request.body.email);
      return trackingStatus(request.db, actor.agencyId, row);
    },
  );

  await app.register(publicRoutes, { db, viewsPerMinute: o.viewsPerMinute });

  if (o.jobs) {
    const email = emailMessenger(o.mailer);
    let timer: NodeJS.Timeout | null = null;
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await drainCustomerNotifications(db, { email, publicUrl: o.publicUrl });
      } catch (err) {
        app.log.error({ err }, 'customer notifications drain failed');
      } finally {
        running = false;
      }
    };
    let prune: ReturnType<typeof startTrackingPrune> | null = null;
    startAfterReady(app, () => {
      timer = setInterval(() => void tick(), DRAIN_EVERY_MS);
      timer.unref();
      prune = startTrackingPrune({ db, log: app.log });
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await prune?.stop();
    });
  }
};

export default routes;
