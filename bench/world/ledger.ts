import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { generatedServices } from './registry.ts';

// The ledger of every generated service (decision 025): an entrada on opening day, the rest ten
// days later (in two instalments for a third of them), a voided duplicate (estorno) on one in
// seven, the DETRAN fee and an extra expense. services.valor_pago_cents and paid_at are then set
// from the live payments, as every ledger write does in the product.

const METHODS = sql.raw(`array['pix', 'dinheiro', 'cartao', 'boleto', 'transferencia']`);

export async function generateLedger(db: Db, today: string) {
  await db.execute(sql`
    insert into service_payments (agency_id, id, service_id, number, paid_on, method, amount_cents, note, received_by, created_by, created_at, voided_at, voided_by, void_reason)
    select agency_id, md5('pay' || sg || ':' || k)::uuid, id, payment_number_base + (i - 1) * 4 + k, paid_on, (${METHODS})[1 + (i + k) % 5],
      amount, case k when 1 then 'Entrada' when 4 then 'Lançado em duplicidade' else '' end, actor, actor, at,
      case when k = 4 then at + interval '1 hour' end, case when k = 4 then manager_id end, case when k = 4 then 'Pagamento lançado duas vezes' else '' end
    from (select s.*, w.payment_number_base, k, valor_cents + honorarios_cents as total,
                 case k when 1 then data_proc when 2 then least(${today}::date, data_proc + 10) when 3 then least(${today}::date, data_proc + 20) else data_proc end as paid_on,
                 case k when 1 then 10000
                        when 2 then case when i % 3 = 1 then (valor_cents + honorarios_cents - 10000) / 2 else valor_cents + honorarios_cents - 10000 end
                        when 3 then valor_cents + honorarios_cents - 10000 - (valor_cents + honorarios_cents - 10000) / 2
                        else 5000 end as amount,
                 case when k % 2 = 0 then s.staff_id else s.manager_id end as actor,
                 least(now(), data_proc::timestamp + make_interval(hours => 13 + k)) as at
          from ${generatedServices} s join world_agencies w on w.agency_id = s.agency_id cross join generate_series(1, 4) k
          where i % 10 <> 9) p
    where k = 1 or k = 4 and i % 7 = 0
       or k = 2 and (status = 'completed' or i % 3 = 0)
       or k = 3 and i % 3 = 1 and status = 'completed'`);
  await db.execute(sql`
    insert into service_expenses (agency_id, id, service_id, paid_on, kind, method, amount_cents, note, created_by, created_at)
    select agency_id, md5('exp' || sg || ':' || k)::uuid, id,
      least(${today}::date, data_proc + 2 * k), case when k = 1 then 'taxa_detran' else (array['cartorio', 'ipva_multas', 'placas', 'outro'])[1 + i % 4] end,
      case when k = 1 then 'boleto' else (${METHODS})[1 + i % 5] end,
      case when k = 1 then valor_cents else 2000 + (i % 9) * 1500 end, case when k = 1 then 'Guia DUDA' else '' end,
      manager_id, least(now(), data_proc::timestamp + make_interval(hours => 15 + k))
    from ${generatedServices} s cross join generate_series(1, 2) k
    where k = 1 and (status = 'completed' or posicao <> 'emissao') or k = 2 and i % 4 <> 3`);
  await db.execute(sql`
    update services s set valor_pago_cents = p.paid, paid_at = (p.last_day + time '15:00') at time zone 'UTC'
    from (select agency_id, service_id, sum(amount_cents)::int as paid, max(paid_on) as last_day
          from service_payments p where voided_at is null and exists (select 1 from world_agencies w where w.agency_id = p.agency_id)
          group by agency_id, service_id) p
    join world_agencies w on w.agency_id = p.agency_id
    where s.agency_id = p.agency_id and s.id = p.service_id and s.number > w.service_number_base`);
}
