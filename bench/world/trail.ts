import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { MONTHS } from './plan.ts';

// The audit trail and the dashboard's recent activities. Audit event j of an agency happens at
// start + j·span/events; the events are inserted a month at a time, all agencies together and in
// time order, so the bigserial ids grow with time as the viewer's keyset pages expect.

const EVENT = `
  select w.agency_id, j, w.started_on::timestamptz + (extract(epoch from now() - w.started_on::timestamptz) * j / w.audit_events) * interval '1 second' as at,
    case when j % 3 = 0 then w.staff_id else w.manager_id end as actor_id, case when j % 3 = 0 then w.staff_name else w.manager_name end as actor_name,
    case when j % 3 = 0 then 'user' else 'dispatcher' end as actor_role,
    case when j % 20 < 11 or j % 20 = 19 then 'viewed' when j % 20 < 14 then 'updated' when j % 20 < 16 then 'created' when j % 20 = 17 then 'exported' else 'signed_in' end as action,
    (j / 20) % 3 as kind,
    md5('s' || (w.s_base + 1 + (j * 7919::bigint) % w.services)) as service_id, w.s_base + 1 + (j * 7919::bigint) % w.services - w.s_base + w.service_number_base as service_number,
    md5('v' || (w.g_base + 1 + (j * 7919::bigint) % w.vehicles)) as vehicle_id, md5('o' || (w.g_base / 2 + 1 + (j * 7919::bigint) % w.owners)) as owner_id`;

export async function generateAuditTrail(db: Db, today: string, log: (s: string) => void) {
  for (let m = MONTHS - 1; m >= 0; m--) {
    const started = performance.now();
    await db.execute(sql`
      insert into audit_events (agency_id, actor_id, actor_name, actor_role, action, entity, entity_id, summary, changes, ip, created_at)
      select agency_id, actor_id, actor_name, actor_role, action,
        case when action = 'signed_in' then 'access' when action = 'exported' then 'report' when kind = 0 then 'service' when kind = 1 then 'vehicle' else 'owner' end,
        case when action = 'signed_in' then actor_id when action = 'exported' then null when kind = 0 then service_id when kind = 1 then vehicle_id else owner_id end,
        case when action = 'signed_in' then 'Entrou no sistema' when action = 'exported' then 'Exportou o relatório GERAL em XLSX'
             else (case action when 'viewed' then 'Visualizou ' when 'updated' then 'Alterou ' else 'Cadastrou ' end)
                  || (case kind when 0 then 'o serviço nº ' || service_number when 1 then 'o veículo' else 'o cliente' end) end,
        case when action = 'updated' and kind = 0 then '{"posicao":{"before":"emissao","after":"exigencia"}}'::jsonb
             when action = 'updated' then '{"cel":{"before":"","after":"(21) 99999-0000"}}'::jsonb end,
        '189.10.' || (j / 256 % 256) || '.' || (j % 256), at
      from (${sql.raw(EVENT)}
            from (select (date_trunc('month', ${today}::date) - make_interval(months => ${m}))::timestamptz as window_start,
                         case when ${m} = 0 then now() + interval '1 day' else (date_trunc('month', ${today}::date) - make_interval(months => ${m - 1}))::timestamptz end as window_end) win
            cross join world_agencies w
            cross join lateral generate_series(
                greatest(0, ceil(extract(epoch from win.window_start - w.started_on::timestamptz) * w.audit_events / extract(epoch from now() - w.started_on::timestamptz)))::bigint,
                least(w.audit_events - 1, ceil(extract(epoch from win.window_end - w.started_on::timestamptz) * w.audit_events / extract(epoch from now() - w.started_on::timestamptz))::bigint - 1)) j
            ) e
      order by at`);
    if (m % 12 === 0) log(`  audit events up to month -${m}: ${((performance.now() - started) / 1000).toFixed(1)} s for the last month`);
  }
}

export async function generateActivities(db: Db) {
  await db.execute(sql`
    insert into activities (agency_id, id, actor_id, actor_name, action, entity, entity_id, summary, created_at)
    select w.agency_id, md5('act' || w.n || ':' || k)::uuid, case when k % 3 = 0 then w.staff_id else w.manager_id end,
      case when k % 3 = 0 then w.staff_name else w.manager_name end, case when k % 2 = 0 then 'created' else 'updated' end, 'service',
      md5('s' || (w.s_base + sn))::uuid,
      case when k % 2 = 0 then 'Cadastrou o serviço nº ' else 'Atualizou o serviço nº ' end || (w.service_number_base + sn),
      least(now(), w.started_on::timestamptz + (extract(epoch from now() - w.started_on::timestamptz) * k / w.activities) * interval '1 second')
    from world_agencies w cross join lateral generate_series(1, w.activities) k
    cross join lateral (select 1 + ((k::bigint * w.services) / w.activities - 1 + w.services) % w.services as sn) s`);
}
