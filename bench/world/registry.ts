import { sql } from 'drizzle-orm';
import { serviceTypeOptions } from '@despacha/domain/service-catalog/service-types';
import { documentChecklist } from '@despacha/domain/options/document-checklist';
import { corOptions, combustivelOptions } from '@despacha/domain/options/registry-options';
import type { Db } from '../../apps/server/src/db/client.ts';
import { models, bairros } from '../../apps/server/src/db/seed/demo-registry-data.ts';
import { cpfSql, ownerNameSql, plateSql, renavamSql, searchNameSql } from '../registry-data.ts';

// Owners, vehicles and services of every agency, and what hangs on a service: its movements,
// checklist, vistoria and exigências. Service i of an agency (1 = its oldest) is dated
// span·(services − i)/services days before today, so numbers grow with time and the newest is
// today's. A service older than 45 days is done; the younger ones are the agency's open work.

export const textArray = (list: readonly string[]) => sql.raw(`array[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`);
const SERVICE_TYPES = textArray(serviceTypeOptions.map((o) => o.value));
const CHECKLIST = textArray(documentChecklist.map((o) => o.value));

/** What DETRAN asks for most often (the demo seed's demands), with the checklist items each names. */
export const DEMANDS: { demand: string; items: string[] }[] = [
  { demand: 'Apresentar laudo de vistoria dentro da validade.\nO laudo entregue venceu antes da análise.', items: ['laudo-vistoria'] },
  { demand: 'Reconhecer firma do vendedor no ATPV-e.', items: ['atpv'] },
  { demand: 'Apresentar comprovante de residência em nome do proprietário, emitido há menos de 90 dias.', items: ['comprovante-residencia'] },
  { demand: 'Quitar as multas em aberto e apresentar o comprovante.', items: ['multas'] },
  { demand: 'Procuração sem poderes para transferência: apresentar nova procuração.', items: ['procuracao', 'identidade'] },
];
const DEMAND_TEXTS = textArray(DEMANDS.map((d) => d.demand));
const DEMAND_ITEMS = textArray(DEMANDS.map((d) => d.items.join(',')));

/** The generated services of each agency with their local index i, for the tables that hang on them. */
export const generatedServices = sql.raw(`
  (select s.*, w.n, w.s_base + (s.number - w.service_number_base) as sg, s.number - w.service_number_base as i,
          w.manager_id, w.manager_name, w.staff_id, w.staff_name
   from services s join world_agencies w on w.agency_id = s.agency_id and s.number > w.service_number_base)`);

export async function generateOwnersAndVehicles(db: Db) {
  await db.execute(sql`
    insert into owners (agency_id, id, nome, search_name, cpf, endereco, numero, bairro, cep, municipio, uf, cel, nacionalidade, created_at, updated_at)
    select agency_id, md5('o' || o)::uuid, nome, ${searchNameSql('nome')}, ${sql.raw(cpfSql('o'))},
      'Rua ' || (array['das Laranjeiras', 'Conde de Bonfim', 'Dias da Cruz', 'Barata Ribeiro', 'Uruguai'])[1 + o % 5], (10 + o % 990)::text,
      (${textArray(bairros)})[1 + o % ${bairros.length}], '2' || lpad((o % 10000000)::text, 7, '0'), 'Rio de Janeiro', 'RJ',
      '219' || lpad((o % 100000000)::text, 8, '0'), 'Brasileira', at, at
    from (select w.agency_id, o, ${ownerNameSql('o')} as nome,
                 w.started_on::timestamptz + make_interval(days => (w.span_days::bigint * (o - w.g_base / 2) / w.owners)::int) as at
          from world_agencies w cross join lateral generate_series(w.g_base / 2 + 1, w.g_base / 2 + w.owners) o) s`);
  const brands = textArray(models.map((m) => m[0]));
  const names = textArray(models.map((m) => m[1]));
  await db.execute(sql`
    insert into vehicles (agency_id, id, owner_id, placa, placa_mercosul, renavam, chassis, marca, modelo, ano_fabricacao, ano_modelo, cor, combustivel, tipo, created_at, updated_at)
    select agency_id, md5('v' || g)::uuid, md5('o' || ((g + 1) / 2))::uuid, p, p, ${sql.raw(renavamSql('g'))}, '9BW' || lpad(g::text, 14, '0'),
      (${brands})[1 + g % ${models.length}], (${names})[1 + g % ${models.length}], (2005 + g % 20)::text, (2006 + g % 20)::text,
      (${textArray(corOptions.map((o) => o.value))})[1 + g % ${corOptions.length}],
      (${textArray(combustivelOptions.map((o) => o.value))})[1 + (g / 7) % 4],
      case when (${names})[1 + g % ${models.length}] like 'CG%' then 'motocicleta' else 'automovel' end, at, at
    from (select w.agency_id, g, ${plateSql('g')} as p,
                 w.started_on::timestamptz + make_interval(days => (w.span_days::bigint * (g - w.g_base) / w.vehicles)::int) as at
          from world_agencies w cross join lateral generate_series(w.g_base + 1, w.g_base + w.vehicles) g) s`);
}

export async function generateServices(db: Db, today: string) {
  await db.execute(sql`
    insert into services (agency_id, id, number, vehicle_id, owner_id, origin_id, servico, assinatura, posicao, origem_servico, capa_processo,
      data_proc, prazo, uf, status, valor_cents, honorarios_cents, completed_at, created_by, created_at, updated_at)
    select agency_id, md5('s' || sg)::uuid, number, md5('v' || vg)::uuid, md5('o' || ((vg + 1) / 2))::uuid,
      case when i % 4 = 0 then md5('origin:' || n || ':' || (1 + i % 12))::uuid end,
      servico, (array['digital', 'fisica', 'nao-requerida'])[1 + i % 3],
      case when status = 'completed' then 'pronto' when i % 3 = 0 then 'exigencia' else 'emissao' end,
      case i % 4 when 0 then 'despachante' when 1 then 'detran' else 'particular' end,
      case when servico = 'primeiro-emplacamento' then '1a_licenca' when i % 10 = 0 then 'dap' else 'normal' end,
      data_proc, data_proc + 20 + (i % 4) * 10, 'RJ', status,
      5000 + (i * 37 % 25) * 1000, 15000 + (i % 6) * 5000,
      case when status = 'completed' then least(now(), (data_proc + 10 + i % 20)::timestamp + interval '20 hours') end,
      case when i % 3 = 0 then staff_id else manager_id end, at, at
    from (select w.agency_id, w.n, w.staff_id, w.manager_id, i, w.s_base + i as sg, w.service_number_base + i as number, w.g_base + 3 * i as vg,
                 (${SERVICE_TYPES})[1 + (i * 5) % ${serviceTypeOptions.length}] as servico, d.data_proc,
                 case when ${today}::date - d.data_proc > 45 then 'completed'
                      when i % 4 in (1, 2) then 'in_progress'
                      when i % 4 = 3 and ${today}::date - d.data_proc > 5 then 'completed'
                      -- Pendente is only a process at the agency (decision 058): one in exigência is em andamento.
                      when i % 3 = 0 then 'in_progress' else 'pending' end as status,
                 least(now(), d.data_proc::timestamp + make_interval(hours => 12 + i % 8)) as at
          from world_agencies w cross join lateral generate_series(1, w.services) i
          cross join lateral (select ${today}::date - (w.span_days::bigint * (w.services - i) / w.services)::int as data_proc) d) s`);
}

export async function generateServiceHistory(db: Db, today: string) {
  // Opening, then the move to the service's present position on its own day.
  await db.execute(sql`
    insert into service_movements (agency_id, id, service_id, position, stage, moved_on, note, created_by, created_at)
    select agency_id, md5('mv' || sg || ':' || k)::uuid, id, case when k = 1 then 'emissao' else posicao end, case when k = 1 then 'agencia' else posicao end,
      case when k = 1 then data_proc when completed_at is not null then least(${today}::date, completed_at::date) else least(${today}::date, data_proc + 2) end,
      case when k = 1 then 'Abertura do serviço' when posicao = 'exigencia' then split_part((${DEMAND_TEXTS})[1 + i % ${DEMANDS.length}], E'\n', 1) else '' end,
      created_by, case when k = 1 then created_at else coalesce(completed_at, created_at + interval '2 days') end
    from ${generatedServices} s cross join generate_series(1, 2) k
    where k = 1 or posicao <> 'emissao'`);
  // Five checklist items for the open services and one in six of the rest: ~50,000 at scale 1.
  await db.execute(sql`
    insert into service_documents (agency_id, service_id, item, required, received, updated_at)
    select agency_id, id, (${CHECKLIST})[1 + (i % 13) + j], true, status = 'completed' or j < 2, created_at
    from ${generatedServices} s cross join generate_series(0, 4) j
    where i % 6 = 1 or status <> 'completed'`);
  await db.execute(sql`
    insert into inspections (agency_id, service_id, data, hora, posto, conclusao, updated_at)
    select agency_id, id, data_proc + 3 + i % 5, lpad((8 + i % 9)::text, 2, '0') || case when i % 2 = 0 then ':00' else ':30' end,
      (array['Posto Barra da Tijuca', 'Posto Centro', 'Posto Niterói', 'Posto Campo Grande'])[1 + i % 4],
      case when status = 'completed' then (array['Aprovado', 'Aprovado', 'Aprovado com ressalvas', 'Reprovado: retornar com decalque do chassi'])[1 + i % 4] else '' end,
      created_at
    from ${generatedServices} s where i % 3 = 0`);
  // The exigência behind each open service in position "exigência", and returned ones in the past.
  await db.execute(sql`
    insert into exigencias (agency_id, id, service_id, demand, items, raised_on, deadline, responsible_id, status, returned_on, return_note, created_by, returned_by, created_at, updated_at)
    select agency_id, md5('ex' || sg)::uuid, id, (${DEMAND_TEXTS})[1 + i % ${DEMANDS.length}], string_to_array((${DEMAND_ITEMS})[1 + i % ${DEMANDS.length}], ','),
      raised, case when open and i % 2 = 1 then null else raised + 15 end, manager_id,
      case when open then 'open' else 'returned' end, case when open then null else least(${today}::date, raised + 7) end,
      case when open then '' else 'Documento apresentado no posto.' end, created_by, case when open then null else manager_id end,
      created_at, created_at
    from (select s.*, status <> 'completed' and posicao = 'exigencia' as open, least(${today}::date, data_proc + 2) as raised from ${generatedServices} s) s
    where open or (status = 'completed' and i % 8 = 3)`);
  // What an open exigência demands is required and not yet received on the service's checklist.
  await db.execute(sql`
    insert into service_documents (agency_id, service_id, item, required, received)
    select e.agency_id, e.service_id, unnest(e.items), true, false
    from exigencias e join world_agencies w on w.agency_id = e.agency_id where e.status = 'open'
    on conflict (agency_id, service_id, item) do update set required = true, received = false`);
}
