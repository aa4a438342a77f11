import { sql } from 'drizzle-orm';
import { serviceTypeOptions } from '@despacha/domain/service-catalog/service-types';
import type { Db } from '../../apps/server/src/db/client.ts';
import { ownerNameSql, plateSql, renavamSql, cpfSql } from '../registry-data.ts';
import { generatedServices, textArray } from './registry.ts';
import { GUIA_ITEMS, MONTHS, PER_SERVICE } from './plan.ts';

// Orçamentos, guias, requerimentos and the reports history, each keyed to the agency's services
// so that a converted quote, a guia's processes and a request's vehicle are rows that exist.

const SERVICE_TYPES = textArray(serviceTypeOptions.map((o) => o.value));
const POSTOS = sql.raw(`array['Posto Barra da Tijuca', 'Posto Centro', 'Posto Niterói', 'Posto Campo Grande']`);

export async function generateQuotes(db: Db, today: string) {
  // Quote q is about service 1 + 12(q − 1): made on its day, converted into it when accepted.
  await db.execute(sql`
    insert into quotes (agency_id, id, number, customer_name, customer_document, plate, service_type, detran_fee_cents, honorarios_cents, extras, extras_cents,
      total_cents, valid_until, status, note, shared_at, answered_at, service_id, created_by, created_at, updated_at)
    select agency_id, md5('q' || sg)::uuid, quote_number_base + q, ${ownerNameSql('o')}, ${sql.raw(cpfSql('o'))}, ${plateSql('vg')}, servico, fee, hon,
      case when q % 3 = 0 then '[{"label":"Placas Mercosul","cents":25000}]'::jsonb else '[]'::jsonb end, case when q % 3 = 0 then 25000 else 0 end,
      fee + hon + case when q % 3 = 0 then 25000 else 0 end, made::date + 15, status, '',
      case when status <> 'rascunho' then made end, case when status in ('aceito', 'recusado', 'convertido') then made + interval '1 day' end,
      case when status = 'convertido' then md5('s' || sg)::uuid end, manager_id, made, made
    from (select w.*, q, w.s_base + 1 + 12 * (q - 1) as sg, w.g_base + 3 * (1 + 12 * (q - 1)) as vg, (w.g_base + 3 * (1 + 12 * (q - 1)) + 1) / 2 as o,
                 (${SERVICE_TYPES})[1 + ((1 + 12 * (q - 1)) * 5) % ${serviceTypeOptions.length}] as servico,
                 5000 + (q * 37 % 25) * 1000 as fee, 15000 + (q % 6) * 5000 as hon,
                 (array['rascunho', 'enviado', 'aceito', 'recusado', 'convertido'])[1 + q % 5] as status,
                 least(now(), (${today}::date - (w.span_days::bigint * (w.services - 1 - 12 * (q - 1)) / w.services)::int)::timestamp + interval '11 hours') as made
          from world_agencies w cross join lateral generate_series(1, greatest(0, round(w.services * ${PER_SERVICE.quotes}::float8)::int)) q
          where 1 + 12 * (q - 1) <= w.services) s`);
}

export async function generateGuias(db: Db, today: string) {
  // Guia j files services 6(5(j − 1) + p) − 3, p = 1..5: every service in at most one guia.
  await db.execute(sql`
    insert into guias (agency_id, id, kind, number, issued_on, destination, status, note, delivered_on, delivered_by, returned_on, returned_by, created_by, created_at, updated_at)
    select agency_id, md5('g' || n || ':' || j)::uuid, case when j % 2 = 1 then 'pl' else 'geral' end, guia_number_base + (j + 1) / 2, issued,
      (${POSTOS})[1 + j % 4], st, '', case when st <> 'draft' then least(${today}::date, issued + 1) end, case when st <> 'draft' then staff_id end,
      case when st = 'returned' then issued + 10 end, case when st = 'returned' then staff_id end, manager_id, issued::timestamp + interval '10 hours', issued::timestamp + interval '10 hours'
    from (select w.*, j, least(${today}::date, s.data_proc + 1) as issued,
                 case when ${today}::date - s.data_proc > 20 then 'returned' when ${today}::date - s.data_proc > 2 then 'delivered' else 'draft' end as st
          from world_agencies w cross join lateral generate_series(1, greatest(0, round(w.services * ${PER_SERVICE.guias}::float8)::int)) j
          -- By primary key: the unique index on the service number is dropped while the world is filled.
          join services s on s.agency_id = w.agency_id and s.id = md5('s' || (w.s_base + 6 * (${GUIA_ITEMS} * (j - 1) + 1) - 3))::uuid) g`);
  await db.execute(sql`
    insert into guia_items (agency_id, guia_id, service_id, position, open, outcome, outcome_note)
    select g.agency_id, g.id, s.id, p, g.status <> 'returned', case when g.status = 'returned' then case when p % 4 = 0 then 'exigencia' else 'pronto' end end, ''
    from guias g join world_agencies w on w.agency_id = g.agency_id
    cross join lateral (select 2 * (g.number - w.guia_number_base) - case when g.kind = 'pl' then 1 else 0 end as j) jj
    cross join generate_series(1, ${GUIA_ITEMS}) p
    join services s on s.agency_id = g.agency_id and s.id = md5('s' || (w.s_base + 6 * (${GUIA_ITEMS} * (jj.j - 1) + p) - 3))::uuid
    where g.number > w.guia_number_base and g.id = md5('g' || w.n || ':' || jj.j)::uuid`);
}

/** `template` is a validated request's values (validateRequest): only the vehicle, owner and requester change. */
export async function generateRequests(db: Db, templates: { informacao: Record<string, unknown>; certidao: Record<string, unknown> }) {
  await db.execute(sql`
    insert into requests (agency_id, id, type, data, placa, subject, service_id, created_by, created_by_name, created_at)
    select agency_id, md5('r' || sg)::uuid, type, data, plate, agency_name, id, actor, actor_name, created_at + interval '30 minutes'
    from (select s.*, a.name as agency_name, ${plateSql('vg')} as plate,
                 case when i % 2 = 0 then 'informacao-venda' else 'certidao-propriedade' end as type,
                 case when i % 2 = 0 then s.manager_id else s.staff_id end as actor, case when i % 2 = 0 then s.manager_name else s.staff_name end as actor_name,
                 (case when i % 2 = 0 then ${JSON.stringify(templates.informacao)}::jsonb
                       else ${JSON.stringify(templates.certidao)}::jsonb || jsonb_build_object('nomeProprietario', ${ownerNameSql('o')},
                              'cpfCnpjProprietario', regexp_replace(${sql.raw(cpfSql('o'))}, '(\\d{3})(\\d{3})(\\d{3})(\\d{2})', '\\1.\\2.\\3-\\4')) end)
                 || jsonb_build_object('nomeRequerente', a.name, 'cpfCnpjRequerente', regexp_replace(a.cnpj, '(\\d{2})(\\d{3})(\\d{3})(\\d{4})(\\d{2})', '\\1.\\2.\\3/\\4-\\5'),
                      'emailRequerente', a.email, 'placaVeiculo', ${plateSql('vg')}, 'renavam', ${sql.raw(renavamSql('vg'))}, 'chassi', '9BW' || lpad(vg::text, 14, '0'),
                      'marcaModelo', v.marca || '/' || v.modelo, 'anoFabricacao', v.ano_fabricacao, 'anoModelo', v.ano_modelo) as data
          from (select s.*, w.g_base + 3 * s.i as vg, (w.g_base + 3 * s.i + 1) / 2 as o from ${generatedServices} s join world_agencies w on w.agency_id = s.agency_id) s
          join agencies a on a.id = s.agency_id
          join vehicles v on v.agency_id = s.agency_id and v.id = s.vehicle_id
          where i % 6 = 2) r`);
}

export async function generateReportRuns(db: Db, today: string) {
  // The reports history: four runs a month at the large agency, one at the others, over 60 months.
  await db.execute(sql`
    insert into report_runs (agency_id, id, kind, format, filters, filters_label, status, rows_done, row_count, created_by, created_by_name, created_at, finished_at)
    select agency_id, md5('rr' || n || ':' || m || ':' || r)::uuid, (array['geral', 'dap', 'por-origem', '0km'])[1 + (m + r) % 4], 'screen',
      jsonb_build_object('from', month_start::text, 'to', month_end::text, 'originId', '', 'servico', '', 'posicao', '', 'status', '', 'userId', ''),
      to_char(month_start, 'DD/MM/YYYY') || ' a ' || to_char(month_end, 'DD/MM/YYYY'), 'done', rows, rows,
      case when r % 2 = 0 then manager_id else staff_id end, case when r % 2 = 0 then manager_name else staff_name end, at, at + interval '2 seconds'
    from (select w.*, m, r, month_start, (month_start + interval '1 month' - interval '1 day')::date as month_end,
                 least(now(), (least(${today}::date, (month_start + interval '1 month')::date) + 9 * r)::timestamp - interval '14 hours') as at,
                 greatest(1, (w.services * 30 / greatest(w.span_days, 30))::int) as rows
          from world_agencies w cross join generate_series(0, ${MONTHS - 1}) m
          cross join lateral (select (date_trunc('month', ${today}::date) - make_interval(months => m))::date as month_start) ms
          cross join generate_series(0, case when w.n = 0 then 3 else 0 end) r
          where month_start >= date_trunc('month', w.started_on)) x`);
}
