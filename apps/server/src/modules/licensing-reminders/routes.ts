import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lastRemindersQuery,
  lastRemindersResponse,
  licensingCardResponse,
  reminderSettingsBody,
  reminderSettingsResponse,
  sendRemindersRequest,
  sendRemindersResponse,
  whatsappReminderRequest,
  whatsappReminderResponse,
} from '@despacha/domain/licensing/reminders';
import { reminderMessages as m } from '@despacha/domain/licensing/reminder-messages';
import type { Db } from '../../db/client.ts';
import { startAfterReady } from '../../lib/after-start.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mail.ts';
import { dispatcherOf, tenantOf } from '../../lib/tenant.ts';
import { startMonthlyReminders } from './monthly-run.ts';
import { lastReminders, licensingCard } from './queries.ts';
import { emailReminders, reminderPrice } from './send-reminders.ts';
import { reminderSettingsOf, saveReminderSettings } from './settings.ts';
import { reminderTargets } from './targets.ts';
import { whatsappReminder } from './whatsapp-reminder.ts';

type Options = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Runs the monthly reminders (the server does; tests call the run themselves). */
  jobs?: boolean;
};

// Lembretes de licenciamento (issue 39 part 2, decision 066).
const routes: FastifyPluginAsyncZod<Options> = async (app, o) => {
  const { db } = o;
  // Handlers act in the request's scope (decision 074); the monthly job below is the platform's path.
  const depsOf = (request: FastifyRequest) => ({ db: request.db, mailer: o.mailer, publicUrl: o.publicUrl });

  app.post(
    '/api/licensing/reminders',
    { onRequest: [app.requireUser], schema: { body: sendRemindersRequest, response: { 200: sendRemindersResponse } } },
    async (request) => {
      const actor = tenantOf(request);
      const { vehicleIds, honorarios } = request.body;
      const targets = await reminderTargets(request.db, actor.agencyId, vehicleIds);
      // An id of no vehicle of the agency (another agency's among them) is "not found", and nothing is sent.
      if (targets.length !== vehicleIds.length) throw notFound();
      return emailReminders(depsOf(request), actor, targets, await reminderPrice(request.db, honorarios), { automatic: false, ip: request.ip });
    },
  );

  app.post(
    '/api/licensing/reminders/whatsapp',
    { onRequest: [app.requireUser], schema: { body: whatsappReminderRequest, response: { 200: whatsappReminderResponse } } },
    async (request) => whatsappReminder(depsOf(request), tenantOf(request), request.body.vehicleId, request.body.honorarios, request.ip),
  );

  app.get(
    '/api/licensing/reminders/last',
    { onRequest: [app.requireUser], schema: { querystring: lastRemindersQuery, response: { 200: lastRemindersResponse } } },
    async (request) => ({ items: await lastReminders(request.db, tenantOf(request).agencyId, request.query.ids) }),
  );

  app.get('/api/licensing/reminder-settings', { onRequest: [app.requireUser], schema: { response: { 200: reminderSettingsResponse } } }, async (request) =>
    reminderSettingsOf(request.db, tenantOf(request).agencyId),
  );

  app.put(
    '/api/licensing/reminder-settings',
    { onRequest: [app.requireUser], schema: { body: reminderSettingsBody, response: { 200: reminderSettingsResponse } } },
    async (request) => saveReminderSettings(request.db, dispatcherOf(request, m.dispatcherOnly), request.body, request.ip),
  );

  app.get('/api/dashboard/licensing', { onRequest: [app.requireUser], schema: { response: { 200: licensingCardResponse } } }, async (request) =>
    licensingCard(request.db, tenantOf(request).agencyId),
  );

  if (o.jobs) {
    let job: ReturnType<typeof startMonthlyReminders> | null = null;
    startAfterReady(app, () => {
      job = startMonthlyReminders({ db, mailer: o.mailer, publicUrl: o.publicUrl, log: app.log });
    });
    app.addHook('onClose', async () => job?.stop());
  }
};

export default routes;
