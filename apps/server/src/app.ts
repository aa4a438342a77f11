import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAuth } from './lib/auth.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import { createStorage, type Storage } from './lib/storage.ts';
import requestLog from './plugins/request-log.ts';
import hostCheck from './plugins/host-check.ts';
import securityHeaders from './plugins/security-headers.ts';
import compressJson from './plugins/compress-json.ts';
import errors from './plugins/errors.ts';
import inputGuard, { frameworkErrors } from './plugins/input-guard.ts';
import originCheck from './plugins/origin-check.ts';
import authPlugin from './plugins/auth.ts';
import dbScope from './plugins/db-scope.ts';
import staticWeb from './plugins/static-web.ts';
import healthRoutes from './modules/health/routes.ts';
import { createReadiness, type Readiness } from './modules/health/readiness.ts';
import meRoutes from './modules/me/routes.ts';
import twoFactorRoutes from './modules/two-factor/routes.ts';
import signInUnlockRoutes from './modules/sign-in-unlock/routes.ts';
import sessionRoutes from './modules/sessions/routes.ts';
import usersRoutes from './modules/users/routes.ts';
import plansRoutes from './modules/plans/routes.ts';
import agenciesRoutes from './modules/agencies/routes.ts';
import clientsRoutes from './modules/clients/routes.ts';
import outboxRoutes from './modules/outbox/routes.ts';
import registryRoutes from './modules/registry/routes.ts';
import servicesRoutes from './modules/services/routes.ts';
import ledgerRoutes from './modules/ledger/routes.ts';
import originsRoutes from './modules/origins/routes.ts';
import commissionsRoutes from './modules/commissions/routes.ts';
import fieldOptionsRoutes from './modules/field-options/routes.ts';
import serviceCatalogRoutes from './modules/service-catalog/routes.ts';
import subscriptionsRoutes from './modules/subscriptions/routes.ts';
import dashboardRoutes from './modules/dashboard/routes.ts';
import billingAdminRoutes from './modules/billing/admin/routes.ts';
import libraryRoutes from './modules/library/routes.ts';
import filesRoutes from './modules/files/routes.ts';
import documentReadingRoutes from './modules/document-reading/routes.ts';
import requestsRoutes from './modules/requests/routes.ts';
import caixaRoutes from './modules/caixa/routes.ts';
import agendaRoutes from './modules/agenda/routes.ts';
import guiasRoutes from './modules/guias/routes.ts';
import exigenciasRoutes from './modules/exigencias/routes.ts';
import licensingRoutes from './modules/licensing/routes.ts';
import licensingRemindersRoutes from './modules/licensing-reminders/routes.ts';
import billingPaymentsRoutes from './modules/billing/payments/plugin.ts';
import agencyGuard from './modules/billing/guard/plugin.ts';
import auditTrail from './plugins/audit-trail.ts';
import agencyBillingRoutes from './modules/billing/agency/routes.ts';
import invoiceActionRoutes from './modules/billing/invoices/routes.ts';
import trialRoutes from './modules/billing/trials/routes.ts';
import reportsRoutes from './modules/reports/routes.ts';
import { startBillingJobs } from './modules/billing/jobs/scheduler.ts';
import { closePdfWorkers } from './lib/pdf/render.ts';
import settingsRoutes from './modules/settings/routes.ts';
import maintenance from './modules/settings/maintenance.ts';
import { settingsStore } from './modules/settings/store.ts';
import monitoringRoutes from './modules/monitoring/routes.ts';
import { createMonitor, type Monitor } from './modules/monitoring/monitor.ts';
import { liveProbes } from './modules/monitoring/checks.ts';
import { withLogRing } from './modules/monitoring/log-ring.ts';
import backupRoutes from './modules/backups/routes.ts';
import quotesRoutes from './modules/quotes/routes.ts';
import quotesPublicRoutes from './modules/quotes/public-routes.ts';
import auditRoutes from './modules/audit/routes.ts';
import lgpdRoutes from './modules/lgpd/routes.ts';
import importsRoutes from './modules/imports/routes.ts';
import trackingRoutes from './modules/tracking/routes.ts';
import nfseRoutes, { certificateUploadRoutes as nfseCertificateUploadRoutes } from './modules/nfse/routes.ts';
import nfseIssueRoutes from './modules/nfse/issue-routes.ts';
import { httpGatewayFactory, type NfseGatewayFactory } from './modules/nfse/issue-gateway.ts';
import apiDocsRoutes from './modules/api-docs/routes.ts';
import { collectRoutes } from './route-table.ts';
import { registerAdminNotifications } from './modules/admin-notifications/register.ts';
import { startAfterReady } from './lib/after-start.ts';

export type AppOptions = {
  config: Config;
  database: Database;
  authSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Tests pass their own mailer to read what was sent. */
  mailer?: Mailer;
  storage?: Storage;
  /** Runs the daily billing job at boot and hourly (the server does; tests call the job themselves). */
  billingJobs?: boolean;
  /** The Sefin Nacional adapter per agency certificate (decision 073); tests point it at the fake Sefin. */
  nfseGateway?: NfseGatewayFactory;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Monitoramento of this process (tests replace a probe through it). */
    monitoring: Monitor;
    /** GET /api/ready's state; main.ts drains it on SIGTERM (decision 064). */
    readiness: Readiness;
  }
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the instance: external plugins, then app plugins, then the domain modules. */
export async function buildApp(o: AppOptions) {
  const storage = o.storage ?? createStorage(o.config);
  const monitor = createMonitor({
    db: o.database.db,
    dataDir: o.config.dataDir,
    probes: liveProbes({ database: o.database, storage, smtpUrl: o.config.smtpUrl }),
    maintenance: () => settings.current().platform.maintenanceMode,
    log: () => app.log,
  });
  const app = Fastify({
    // The monitoring screen's recent lines come from a hook on this logger (modules/monitoring/log-ring.ts).
    logger: withLogRing(o.logger ?? { level: o.config.logLevel }, monitor.logRing),
    // plugins/request-log.ts writes the request lines worth keeping, without URLs.
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count becomes proxy-addr's trust function, as fastify does at run time (its types lack numbers).
    trustProxy: typeof o.config.trustProxy === 'number' ? trustHops(o.config.trustProxy) : o.config.trustProxy,
    // Auth endpoints read the body themselves; keep a sane limit for JSON everywhere else.
    bodyLimit: 1024 * 1024,
    // A URL the router cannot decode gets our error shape, not fastify's English one.
    frameworkErrors,
    // While closing, a request on a connection still open is served with `Connection: close`
    // rather than answered fastify's English 503: a balancer's pooled connection gets its answer and
    // sends the next request elsewhere (lib/graceful-shutdown.ts, decision 064).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = o.database;
  const mailer = o.mailer ?? createMailer({ smtpUrl: o.config.smtpUrl, from: o.config.mailFrom, db, log: app.log });
  // Configurações, read once now and then from memory on hot paths (modules/settings/store.ts).
  const settings = settingsStore(db, { onError: (err) => app.log.error({ err }, 'settings reload failed') });
  await settings.reload();
  const auth = createAuth({
    settings,
    db,
    mailer,
    secret: o.authSecret,
    publicUrl: o.config.publicUrl,
    signInPerMinute: o.config.signInPerMinute,
    onSessionsEnded: (userId) => app.forgetActor(userId),
    onSessionDeleted: (token) => app.forgetSession(token),
  });

  collectRoutes(app);
  // Request histograms: each route gets its counting hook once, here (modules/monitoring/histograms.ts).
  app.addHook('onRoute', monitor.histograms.onRoute);
  app.decorate('monitoring', monitor);
  const readiness = createReadiness(o.database, { onDown: (err) => app.log.error({ err }, 'readiness: database unreachable') });
  app.decorate('readiness', readiness);
  // Whoever closes the app, readiness says so first.
  app.addHook('preClose', (done) => {
    readiness.drain();
    done();
  });
  // Before the modules: they tell the administrators of new clients, refused payments, incidents (decision 034).
  registerAdminNotifications(app, { db, config: o.config, settings, mailer: o.mailer, jobs: o.billingJobs });
  app.addHook('onClose', async () => monitor.stop());
  // PDFs are rendered by worker threads (lib/pdf/pool.ts), started with the first document.
  app.addHook('onClose', closePdfWorkers);

  await app.register(requestLog);
  await app.register(hostCheck, { allowedHosts: o.config.allowedHosts });
  await app.register(securityHeaders, { publicUrl: o.config.publicUrl });
  await app.register(compressJson);
  await app.register(errors);
  await app.register(inputGuard, { publicUrl: o.config.publicUrl });
  await app.register(originCheck, { publicUrl: o.config.publicUrl });
  await app.register(dbScope, { database: o.database });
  await app.register(authPlugin, { auth, database: o.database, ownerEmail: o.config.platformOwnerEmail, settings });
  await app.register(maintenance, { store: settings });
  await app.register(agencyGuard);
  await app.register(auditTrail, { db });

  await app.register(healthRoutes, { database: o.database, readiness });
  await app.register(settingsRoutes, { db, store: settings, config: o.config });
  await app.register(meRoutes);
  await app.register(twoFactorRoutes);
  await app.register(signInUnlockRoutes, { db, secret: o.authSecret, secureCookies: o.config.publicUrl.startsWith('https://') });
  await app.register(sessionRoutes, { settings });
  await app.register(usersRoutes, { db, mailer, publicUrl: o.config.publicUrl });
  await app.register(plansRoutes);
  await app.register(agenciesRoutes);
  await app.register(clientsRoutes, { mailer, publicUrl: o.config.publicUrl });
  await app.register(outboxRoutes);
  await app.register(registryRoutes);
  await app.register(servicesRoutes);
  await app.register(ledgerRoutes);
  await app.register(originsRoutes);
  await app.register(commissionsRoutes);
  await app.register(fieldOptionsRoutes);
  await app.register(serviceCatalogRoutes, { db });
  await app.register(subscriptionsRoutes);
  await app.register(dashboardRoutes);
  await app.register(billingAdminRoutes);
  await app.register(libraryRoutes);
  await app.register(agencyBillingRoutes);
  await app.register(invoiceActionRoutes, { mailer });
  await app.register(trialRoutes, { mailer });
  if (o.billingJobs) {
    let jobs: ReturnType<typeof startBillingJobs> | null = null;
    startAfterReady(app, () => {
      jobs = startBillingJobs({ db, mailer, log: app.log, now: () => new Date() });
      // Checks every minute (incidents), closes each hour into the 7-day history.
      monitor.start();
    });
    app.addHook('onClose', async () => jobs?.stop());
  }
  // Only the upload routes read multipart bodies. Registered in their scope, the plugin's async
  // onResponse hook (it cleans up saved files: two promises) runs for them, not on every request.
  await app.register(async (uploads) => {
    await uploads.register(multipart);
    await uploads.register(filesRoutes, { storage });
    await uploads.register(documentReadingRoutes);
    await uploads.register(importsRoutes, { db, storage });
    await uploads.register(nfseCertificateUploadRoutes, { certKey: o.config.nfseCertKey });
  });
  await app.register(requestsRoutes, { db });
  await app.register(reportsRoutes, { storage });
  await app.register(caixaRoutes);
  await app.register(quotesRoutes, { publicUrl: o.config.publicUrl });
  await app.register(quotesPublicRoutes, { db, publicUrl: o.config.publicUrl });
  await app.register(agendaRoutes);
  await app.register(guiasRoutes);
  await app.register(exigenciasRoutes);
  await app.register(licensingRoutes);
  await app.register(licensingRemindersRoutes, { db, mailer, publicUrl: o.config.publicUrl, jobs: o.billingJobs });
  await app.register(lgpdRoutes, { storage });
  await app.register(trackingRoutes, { db, mailer, publicUrl: o.config.publicUrl, jobs: o.billingJobs });
  await app.register(nfseRoutes, { certKey: o.config.nfseCertKey });
  await app.register(nfseIssueRoutes, {
    db,
    certKey: o.config.nfseCertKey,
    environment: o.config.nfseAmbiente ?? 'homologacao',
    gatewayFor: o.nfseGateway ?? httpGatewayFactory,
    mailer,
    jobs: o.billingJobs,
  });
  await app.register(backupRoutes, { database: o.database, store: settings, mailer, storage, config: o.config, jobs: o.billingJobs });
  await app.register(auditRoutes, { db, store: settings, jobs: o.billingJobs });
  await app.register(billingPaymentsRoutes, { db, mailer, webhookSecret: o.config.billingWebhookSecret });

  await app.register(monitoringRoutes, { monitor, metricsToken: o.config.metricsToken });
  await app.register(apiDocsRoutes);

  await app.register(staticWeb, { webDist: o.config.webDist, maintenance: () => settings.current().platform.maintenanceMode });
  return app;
}
