import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicSettingsOf, type SettingsTab } from '@despacha/domain/settings/defaults';
import {
  notificationSettingsBody,
  platformSettingsBody,
  securitySettingsBody,
  settingsBodies,
  settingsHistoryResponse,
  settingsStatusResponse,
} from '@despacha/domain/settings/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { getBillingSettings } from '../billing/public.ts';
import { saveSettingsTab, settingsHistory } from './queries.ts';
import type { SettingsStore } from './store.ts';

const allSettings = z.object({ platform: platformSettingsBody, security: securitySettingsBody, notifications: notificationSettingsBody });
const saved = (body: z.ZodType) => z.object({ settings: body, changed: z.array(z.string()) });

export type SettingsRoutesOptions = {
  db: Db;
  store: SettingsStore;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 's3' | 'billingWebhookSecret' | 'databaseUrl'>;
};

/** Configurações (platform administrators) and the few settings every visitor's screens need. */
const routes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { db, store, config }) => {
  const admin = { onRequest: [app.requireAdmin] };

  // The login page, the shell and the blocked page read these before (or without) a session.
  app.get('/api/public-settings', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return publicSettingsOf(await store.fresh());
  });

  app.get('/api/admin/settings', { ...admin, schema: { response: { 200: allSettings } } }, async () => store.reload());

  for (const tab of ['platform', 'security', 'notifications'] as const satisfies readonly SettingsTab[]) {
    const body = settingsBodies[tab];
    app.put(`/api/admin/settings/${tab}`, { ...admin, schema: { body, response: { 200: saved(body) } } }, async (request) => {
      const changes = await saveSettingsTab(db, tab, request.body as never, request.actor!.userId);
      const settings = await store.reload();
      return { settings: settings[tab], changed: changes.map((c) => c.field) };
    });
  }

  app.get('/api/admin/settings/history', { ...admin, schema: { response: { 200: settingsHistoryResponse } } }, async () => ({
    items: await settingsHistory(db),
  }));

  // Read-only: what this server really has configured (issue 16 items 6 and 7 will add "Testar" and backups).
  app.get('/api/admin/settings/status', { ...admin, schema: { response: { 200: settingsStatusResponse } } }, async () => {
    const billing = await getBillingSettings(db);
    const settings = await store.fresh();
    return {
      integration: {
        smtp: !!config.smtpUrl,
        mailFrom: config.smtpUrl ? config.mailFrom : null,
        storage: config.s3 ? ('s3' as const) : ('local' as const),
        s3Bucket: config.s3?.bucket ?? null,
        billingWebhook: !!config.billingWebhookSecret,
        pixKey: billing.pixKey !== '',
      },
      backup: { database: config.databaseUrl ? ('postgresql' as const) : ('embedded' as const), autoBackup: settings.platform.autoBackup },
    };
  });
};

export default routes;
