-- The agenda of a range as one JSON document (issue 31, decision 046): the body is agendaSql of
-- modules/agenda/agenda-statement.ts, whose test compares it with this function. Its plan is kept
-- by each connection and made once (force_generic_plan): planning it cost more than running it.
CREATE OR REPLACE FUNCTION "agenda_json"(p_agency uuid, p_from text, p_to text, p_posto text, p_today text, p_items integer, p_late integer) RETURNS text LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan AS $$begin return (select json_build_object(
  'from', p_from::text, 'to', p_to::text, 'today', p_today::text, 'posto', p_posto::text,
  'vistorias', (select coalesce(json_agg(t order by t.data, t.hora = '', t.hora, t.number), '[]'::json) from (
  select s.id as "serviceId", s.vehicle_id as "vehicleId", s.number, v.placa,
  coalesce(fo.option_label, s.servico) as servico, o.nome as "ownerName", i.data::text as data, i.hora, i.posto, i.conclusao, (i.data < p_today::text::date and i.conclusao = '' and s.status <> 'completed') as late
  from inspections i join services s on s.agency_id = i.agency_id and s.id = i.service_id join vehicles v on v.agency_id = s.agency_id and v.id = s.vehicle_id
  join owners o on o.agency_id = s.agency_id and o.id = s.owner_id
  left join field_options fo on fo.field_name = 'service_type' and fo.option_value = s.servico
  where i.agency_id = p_agency and i.data between p_from::text::date and p_to::text::date and (p_posto = '' or i.posto = p_posto)
  order by i.data, i.hora = '', i.hora, s.number limit p_items) t),
  'vistoriasTotal', (select count(*) from inspections i join services s on s.agency_id = i.agency_id and s.id = i.service_id where i.agency_id = p_agency and i.data between p_from::text::date and p_to::text::date and (p_posto = '' or i.posto = p_posto)),
  'deadlines', (select coalesce(json_agg(t order by t.deadline, t.number), '[]'::json) from (
  select s.id as "serviceId", s.vehicle_id as "vehicleId", s.number, v.placa,
  coalesce(fo.option_label, s.servico) as servico, o.nome as "ownerName", s.deadline::text as deadline,
    case when s.prazo is null then 'catalog' else 'prazo' end as source,
    case when s.prazo is null then coalesce(sc.deadline_basis, '') else '' end as basis,
    case when s.prazo is null then coalesce(s.data_proc, (s.created_at at time zone 'America/Sao_Paulo')::date)::text end as "referenceDate",
    s.posicao, s.deadline < p_today::text::date as late
  from services s join vehicles v on v.agency_id = s.agency_id and v.id = s.vehicle_id
  join owners o on o.agency_id = s.agency_id and o.id = s.owner_id
  left join field_options fo on fo.field_name = 'service_type' and fo.option_value = s.servico left join service_catalog sc on sc.service_type = s.servico
  where s.agency_id = p_agency and s.status <> 'completed' and s.deadline between p_from::text::date and p_to::text::date
  order by s.deadline, s.number limit p_items) t),
  'deadlinesTotal', (select count(*) from services s where s.agency_id = p_agency and s.status <> 'completed' and s.deadline between p_from::text::date and p_to::text::date),
  'postos', (select coalesce(json_agg(p order by p.posto), '[]'::json) from (
  select i.posto, count(*) as total from inspections i where i.agency_id = p_agency and i.data between p_from::text::date and p_to::text::date
  group by i.posto order by i.posto limit p_items) p),
  'lateVistorias', (select coalesce(json_agg(t order by t.data, t.hora = '', t.hora, t.number), '[]'::json) from (
  select s.id as "serviceId", s.vehicle_id as "vehicleId", s.number, v.placa,
  coalesce(fo.option_label, s.servico) as servico, o.nome as "ownerName", i.data::text as data, i.hora, i.posto, i.conclusao, (i.data < p_today::text::date and i.conclusao = '' and s.status <> 'completed') as late
  from inspections i join services s on s.agency_id = i.agency_id and s.id = i.service_id join vehicles v on v.agency_id = s.agency_id and v.id = s.vehicle_id
  join owners o on o.agency_id = s.agency_id and o.id = s.owner_id
  left join field_options fo on fo.field_name = 'service_type' and fo.option_value = s.servico
  where i.agency_id = p_agency and (i.data < p_today::text::date and i.conclusao = '' and s.status <> 'completed') and (p_posto = '' or i.posto = p_posto)
  order by i.data, i.hora = '', i.hora, s.number limit p_late) t),
  'lateVistoriasTotal', (select count(*) from inspections i join services s on s.agency_id = i.agency_id and s.id = i.service_id where i.agency_id = p_agency and (i.data < p_today::text::date and i.conclusao = '' and s.status <> 'completed') and (p_posto = '' or i.posto = p_posto)),
  'lateDeadlines', (select coalesce(json_agg(t order by t.deadline, t.number), '[]'::json) from (
  select s.id as "serviceId", s.vehicle_id as "vehicleId", s.number, v.placa,
  coalesce(fo.option_label, s.servico) as servico, o.nome as "ownerName", s.deadline::text as deadline,
    case when s.prazo is null then 'catalog' else 'prazo' end as source,
    case when s.prazo is null then coalesce(sc.deadline_basis, '') else '' end as basis,
    case when s.prazo is null then coalesce(s.data_proc, (s.created_at at time zone 'America/Sao_Paulo')::date)::text end as "referenceDate",
    s.posicao, s.deadline < p_today::text::date as late
  from services s join vehicles v on v.agency_id = s.agency_id and v.id = s.vehicle_id
  join owners o on o.agency_id = s.agency_id and o.id = s.owner_id
  left join field_options fo on fo.field_name = 'service_type' and fo.option_value = s.servico left join service_catalog sc on sc.service_type = s.servico
  where s.agency_id = p_agency and s.status <> 'completed' and s.deadline < p_today::text::date
  order by s.deadline, s.number limit p_late) t),
  'lateDeadlinesTotal', (select count(*) from services s where s.agency_id = p_agency and s.status <> 'completed' and s.deadline < p_today::text::date)
)::text); end$$;
