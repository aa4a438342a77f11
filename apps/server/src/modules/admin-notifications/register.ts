import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createMailer, type Mailer } from '../../lib/mail.ts';
import type { SettingsStore } from '../settings/public.ts';
import { createAdminNotifier, type AdminNotifier } from './notifier.ts';
import { startAfterReady } from '../../lib/after-start.ts';

/** How often the scheduled notices are looked for: a summary or a warning goes out within the hour. */
export const ADMIN_NOTICES_INTERVAL_MS = 3_600_000;
/**
 * Notices per administrator per hour, counted apart from the 'mail' scope: a burst of sign-ups
 * must neither flood an admin nor use up the quota their own password reset needs. No daily cap
 * beyond the hourly one: the recipients are the platform's own administrators, not strangers.
 */
export const ADMIN_NOTICES_PER_HOUR = 30;

declare module 'fastify' {
  interface FastifyInstance {
    /** Configurações → Notificações: e-mails to the platform administrators (decision 034). */
    adminNotices: AdminNotifier;
  }
}

/**
 * Decorates the root instance (call it before the modules register) and, when the server runs its
 * jobs, starts the hourly tick. The monitor's automatic incidents reach the administrators too.
 */
export function registerAdminNotifications(
  app: FastifyInstance,
  o: { db: Db; config: Config; settings: SettingsStore; mailer?: Mailer; jobs?: boolean; intervalMs?: number },
) {
  const mailer =
    o.mailer ??
    createMailer({
      smtpUrl: o.config.smtpUrl,
      from: o.config.mailFrom,
      db: o.db,
      log: app.log,
      scope: 'admin-notice',
      perRecipientPerHour: ADMIN_NOTICES_PER_HOUR,
      perRecipientPerDay: 24 * ADMIN_NOTICES_PER_HOUR,
    });
  const notifier = createAdminNotifier({ db: o.db, mailer, settings: o.settings, log: app.log, publicUrl: o.config.publicUrl });
  app.decorate('adminNotices', notifier);
  app.monitoring.onIncidentOpened((id) => notifier.incidentOpened(id, null));
  if (!o.jobs) return;

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = notifier
      .runScheduled()
      .then((sent) => {
        // An hourly line saying "nothing" would bury the ones that matter.
        if (Object.values(sent).some((n) => n > 0)) app.log.info({ job: 'admin-notices', ...sent }, 'admin notices sent');
      })
      .catch((err: unknown) => app.log.error({ err, job: 'admin-notices' }, 'admin notices failed; retried at the next tick'))
      .finally(() => {
        running = null;
      });
  };
  startAfterReady(app, () => {
    timer = setInterval(tick, o.intervalMs ?? ADMIN_NOTICES_INTERVAL_MS);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
