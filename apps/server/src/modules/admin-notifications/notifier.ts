import type { FastifyBaseLogger } from 'fastify';
import { monthOf, shiftDay, weekOf } from '@despacha/domain/agency-calendar';
import { adminNotificationMessages as m } from '@despacha/domain/settings/admin-notification-mails';
import type { NotificationSettings } from '@despacha/domain/settings/defaults';
import type { Db } from '../../db/client.ts';
import type { AdminNotificationKind } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { SettingsStore } from '../settings/public.ts';
import { adminRecipients, claim, markSent, noticeMail, pruneNotifications, release, type Notice } from './deliver.ts';
import { incidentFacts, newClientFacts, paymentFailureFacts } from './facts.ts';
import { expiringSubscriptions, overdueInvoices, summaryFacts } from './scheduled-facts.ts';

export type NotifierDeps = { db: Db; mailer: Mailer; settings: SettingsStore; log: FastifyBaseLogger; publicUrl: string; now?: () => Date };

/** Who acted: the acting admin does not get a mail about what they just did. */
export type NoticeActor = { userId: string; name: string; role: string } | null;

/**
 * When the switch is off: 'skip' records the event as not sent (an overdue invoice, a new client,
 * never announced later); 'wait' leaves it for a later tick (a subscription still expiring, the
 * last period's summary), so switching on sends what is still true.
 */
type WhenOff = 'skip' | 'wait';

const switchOf: Record<AdminNotificationKind, keyof NotificationSettings> = {
  new_client: 'newClientRegistration',
  payment_failed: 'paymentFailures',
  invoice_overdue: 'paymentFailures',
  subscription_expiring: 'subscriptionExpiring',
  system_alert: 'systemAlerts',
  weekly_summary: 'weeklyReports',
  monthly_summary: 'monthlyReports',
};

export type ScheduledOutcome = Record<'overdue' | 'expiring' | 'weekly' | 'monthly', number>;

/**
 * The administrators' notification e-mails of Configurações → Notificações (decision 034). Event
 * notices (new client, payment refused, incident) are called by the modules after their commit and
 * never throw: a mail problem is logged, the request goes on. Scheduled ones run from the hourly tick.
 * Every notice is claimed once in admin_notifications, so retries and other processes send nothing twice.
 */
export function createAdminNotifier(d: NotifierDeps) {
  const now = d.now ?? (() => new Date());
  const link = (path: string) => `${d.publicUrl}${path}`;

  /** Claims the keys, then mails every admin (but `exclude`) one notice about the ones it won. Returns mails sent. */
  async function deliver(
    kind: AdminNotificationKind,
    keys: string[],
    whenOff: WhenOff,
    build: (won: Set<string>) => Promise<Notice | null>,
    exclude: string | null = null,
  ) {
    const settings = await d.settings.fresh();
    const on = settings.notifications[switchOf[kind]];
    if (!on && whenOff === 'wait') return 0;
    const won: string[] = [];
    for (const key of keys) if (await claim(d.db, kind, key, now(), !on)) won.push(key);
    if (!on || won.length === 0) return 0;
    try {
      const notice = await build(new Set(won));
      const admins = notice ? await adminRecipients(d.db, exclude) : [];
      let sent = 0;
      for (const admin of admins) if (await d.mailer.send(noticeMail(admin.email, notice!, settings.platform))) sent++;
      await markSent(d.db, kind, won, sent, now());
      return sent;
    } catch (err) {
      await release(d.db, kind, won);
      throw err;
    }
  }

  /** Event notices: logged on failure, never thrown into the request that committed the event. */
  async function safely(kind: AdminNotificationKind, work: () => Promise<number>) {
    try {
      await work();
    } catch (err) {
      d.log.error({ err, notice: kind }, 'admin notification failed');
    }
  }

  const byAdmin = (actor: NoticeActor) => (actor?.role === 'admin' ? actor : null);

  return {
    /** A client was created, by an admin (Clientes → Novo) or by its own sign-up (onboarding). */
    newClient: (agencyId: string, actor: NoticeActor) =>
      safely('new_client', () =>
        deliver(
          'new_client',
          [agencyId],
          'skip',
          async () => {
            const facts = await newClientFacts(d.db, agencyId, byAdmin(actor)?.name ?? null);
            return facts && { ...m.newClient(facts, (await d.settings.fresh()).platform.platformName), link: link(`/admin/clients/${agencyId}`) };
          },
          byAdmin(actor)?.userId ?? null,
        ),
      ),

    /** The payment provider refused a charge; `eventKey` (provider and event id) keeps a retried webhook from mailing twice. */
    paymentFailed: (eventKey: string, agencyId: string, invoiceId: string, method: string | null) =>
      safely('payment_failed', () =>
        deliver('payment_failed', [eventKey], 'skip', async () => {
          const facts = await paymentFailureFacts(d.db, agencyId, invoiceId, method);
          return facts && { ...m.paymentFailed(facts, (await d.settings.fresh()).platform.platformName), link: link('/admin/billing') };
        }),
      ),

    /** An incident was opened: by the monitor (a failing check) or by an admin on Monitoramento. */
    incidentOpened: (incidentId: string, actor: NoticeActor) =>
      safely('system_alert', () =>
        deliver(
          'system_alert',
          [incidentId],
          'skip',
          async () => {
            const facts = await incidentFacts(d.db, incidentId, actor?.name ?? null);
            return facts && { ...m.incident(facts, (await d.settings.fresh()).platform.platformName), link: link('/admin/monitoring') };
          },
          byAdmin(actor)?.userId ?? null,
        ),
      ),

    /** One tick: overdue invoices, expiring subscriptions, last week's and last month's summaries. */
    async runScheduled(): Promise<ScheduledOutcome> {
      const today = todayIso(now());
      const platform = async () => (await d.settings.fresh()).platform.platformName;

      const overdue = await overdueInvoices(d.db, today);
      const overdueSent = await deliver(
        'invoice_overdue',
        overdue.map((o) => o.key),
        'skip',
        async (won) => ({
          ...m.overdue(
            overdue.filter((o) => won.has(o.key)),
            await platform(),
          ),
          link: link('/admin/billing'),
        }),
      );

      const expiring = await expiringSubscriptions(d.db, today);
      const expiringSent = await deliver(
        'subscription_expiring',
        expiring.map((e) => e.key),
        'wait',
        async (won) => ({
          ...m.expiring(
            expiring.filter((e) => won.has(e.key)),
            await platform(),
          ),
          link: link('/admin/subscriptions'),
        }),
      );

      const week = weekOf(shiftDay(today, -7));
      const weekly = await deliver('weekly_summary', [week.from], 'wait', async () => ({
        ...m.summary('weekly', await summaryFacts(d.db, week.from, week.to, today), await platform()),
        link: link('/admin/dashboard'),
      }));

      const month = monthOf(shiftDay(monthOf(today).from, -1));
      const monthly = await deliver('monthly_summary', [month.from.slice(0, 7)], 'wait', async () => ({
        ...m.summary('monthly', await summaryFacts(d.db, month.from, month.to, today), await platform()),
        link: link('/admin/dashboard'),
      }));

      await pruneNotifications(d.db, now());
      return { overdue: overdueSent, expiring: expiringSent, weekly, monthly };
    },
  };
}

export type AdminNotifier = ReturnType<typeof createAdminNotifier>;
