import { sql } from 'drizzle-orm';
import { defaultBillingSettings } from '@despacha/domain/billing/settings';
import type { Db } from '../../apps/server/src/db/client.ts';
import { MONTHS } from './plan.ts';

// The platform's side of the world: a monthly invoice for every agency from its first day (as the
// billing job issues them, decision 021), a confirmed payment for each one past due, one in five
// agencies upgraded a year in, and five years of hourly monitoring figures and incidents.

const DUE = sql.raw(String(defaultBillingSettings.dueDays));
const UPGRADED = sql.raw(`w.n > 0 and w.n % 5 = 0 and a.plan_id <> 'basico'`);

export async function generatePlatformBilling(db: Db, today: string) {
  const periods = sql`
    from world_agencies w join agencies a on a.id = w.agency_id
    cross join lateral generate_series(0, ${MONTHS + 1}) m
    cross join lateral (select (w.started_on + make_interval(months => m))::date as period_start,
                               (w.started_on + make_interval(months => m + 1))::date - 1 as period_end) p
    cross join lateral (select case when ${UPGRADED} and p.period_start < w.started_on + 365 then 'basico' else a.plan_id end as plan_id) pl
    join plans on plans.id = pl.plan_id
    where p.period_start <= ${today}::date`;
  await db.execute(sql`
    insert into invoices (agency_id, id, plan_id, amount_cents, issued_on, due_on, status, paid_at, period_start, period_end, plan_price_cents, base_users,
      additional_users, additional_user_price_cents, created_at, updated_at)
    select w.agency_id, md5('inv' || w.n || ':' || m)::uuid, pl.plan_id, plans.price_cents, p.period_start, p.period_start + ${DUE},
      case when p.period_start + ${DUE} < ${today}::date then 'paid' else 'pending' end,
      case when p.period_start + ${DUE} < ${today}::date then (p.period_start + ${DUE} - 2 - m % 5)::timestamp + interval '15 hours' end,
      p.period_start, p.period_end, plans.price_cents, plans.base_users, 0, plans.additional_user_price_cents,
      p.period_start::timestamp + interval '9 hours', p.period_start::timestamp + interval '9 hours'
    ${periods}
    order by p.period_start, w.n`);
  await db.execute(sql`
    insert into payments (agency_id, id, invoice_id, method, amount_cents, paid_on, reference, status, created_at, updated_at)
    select w.agency_id, md5('bp' || w.n || ':' || m)::uuid, md5('inv' || w.n || ':' || m)::uuid, (array['pix', 'boleto', 'cartao', 'transferencia'])[1 + m % 4],
      plans.price_cents, p.period_start + ${DUE} - 2 - m % 5, upper(split_part(a.email, '@', 2)) || '-' || p.period_start, 'confirmed',
      (p.period_start + ${DUE} - 2 - m % 5)::timestamp + interval '15 hours', (p.period_start + ${DUE} - 2 - m % 5)::timestamp + interval '15 hours'
    ${periods} and p.period_start + ${DUE} < ${today}::date`);
  await db.execute(sql`
    insert into subscription_changes (agency_id, old_plan, new_plan, old_status, new_status, change_type, change_reason, created_at)
    select w.agency_id, 'basico', a.plan_id, 'active', 'active', 'upgrade', 'Equipe cresceu', (w.started_on + 365)::timestamp + interval '11 hours'
    from world_agencies w join agencies a on a.id = w.agency_id where ${UPGRADED}`);
}

const GROUPS: [string, number][] = [
  ['registry', 40],
  ['services', 30],
  ['auth', 8],
  ['dashboard', 12],
  ['web', 10],
];

/** `months` of hourly figures up to now (the server itself keeps HISTORY_DAYS and prunes the rest hourly). */
export async function generateMonitoring(db: Db, today: string, months = MONTHS) {
  const groups = sql.raw(
    `(values ${[['*', GROUPS.reduce((a, [, w]) => a + w, 0)] as [string, number], ...GROUPS].map(([g, w]) => `('${g}', ${w})`).join(', ')}) as g(name, weight)`,
  );
  // Daytime hours (São Paulo, UTC−3) carry the traffic; the buckets are a fixed latency profile.
  await db.execute(sql`
    insert into monitoring_hourly (hour, route_group, instance, requests, errors, buckets, duration_ms_sum)
    select hour, g.name, 'world', r, case when extract(doy from hour)::int % 37 = 0 and r > 0 then 1 else 0 end,
      array[r - (r * 25 / 100 + r * 20 / 100 + r * 10 / 100 + r * 7 / 100 + r * 4 / 100 + r * 2 / 100 + r / 100 + r / 500), r * 25 / 100, r * 20 / 100, r * 10 / 100, r * 7 / 100, r * 4 / 100, r * 2 / 100, r / 100, r / 500, 0, 0, 0, 0],
      r * 18.5
    from generate_series((date_trunc('month', ${today}::date) - make_interval(months => ${months - 1}))::timestamptz, date_trunc('hour', now()) - interval '1 hour', interval '1 hour') hour
    cross join ${groups}
    cross join lateral (select (g.weight * case when extract(hour from hour - interval '3 hours') between 8 and 18 then 30 else 2 end)::int as r) rr`);
  await db.execute(sql`
    insert into monitoring_incidents (type, title, description, status, severity, source, created_at, resolved_at, resolution_note)
    select (array['warning', 'info'])[1 + k % 2],
      (array['Lentidão na API', 'Manutenção programada do banco de dados', 'Falha no envio de e-mails', 'Armazenamento acima de 80%'])[1 + k % 4],
      'Registrado automaticamente pelo monitoramento.', 'resolved', (array['high', 'medium', 'low'])[1 + k % 3],
      (array['api', 'database', 'email', 'storage'])[1 + k % 4], at, at + interval '2 hours', 'Normalizado.'
    from generate_series(1, ${MONTHS * 4}) k
    cross join lateral (select (date_trunc('month', ${today}::date) - make_interval(months => ${MONTHS - 1}))::timestamptz + make_interval(days => 7 * k, hours => 14) as at) t
    where at < now() - interval '1 day'`);
}
