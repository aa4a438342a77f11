import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// Many services for the report tests and bench/reports.ts, generated in SQL: service g is opened
// at an even step through the period, with its own owner and vehicle (plates unique up to
// g = 6,760,000), and takes its type, cover, position, status, origin and amounts from g, so
// every filter matches some and not others.

const SERVICE_TYPES = `array['transferencia','licenciamento','primeiro-emplacamento','segunda-via-crv']`;
const CAPAS = `array['normal','dap','1a_licenca']`;
const POSITIONS = `array['emissao','exigencia','pronto']`;
const STATUSES = `array['pending','in_progress','completed']`;

export async function insertBulkServices(
  db: Db,
  o: { agencyId: string; count: number; firstNumber: number; from: string; to: string; createdBy: string | null; originIds?: string[] },
) {
  const { agencyId, count, firstNumber } = o;
  const last = firstNumber + count - 1;
  const origins = o.originIds?.length ? sql.raw(`array[${o.originIds.map((id) => `'${id.replace(/'/g, '')}'::uuid`).join(',')}]`) : sql`array[]::uuid[]`;
  await db.execute(sql`
    insert into owners (agency_id, id, nome, search_name, cpf)
    select ${agencyId}::uuid, md5(${agencyId} || 'o' || g)::uuid, 'Cliente ' || g, 'cliente ' || g, '9' || lpad(g::text, 10, '0')
    from generate_series(${firstNumber}::int, ${last}::int) g`);
  // The foreign-key checks of the next insert plan on the statistics: stale ones (a table of a
  // few rows) make each check a sequential scan, and the insert quadratic.
  await db.execute(sql`analyze owners`);
  await db.execute(sql`
    insert into vehicles (agency_id, id, owner_id, placa, placa_mercosul, renavam)
    select ${agencyId}::uuid, md5(${agencyId} || 'v' || g)::uuid, md5(${agencyId} || 'o' || g)::uuid, p, p, lpad(g::text, 11, '0')
    from (select g, 'R' || chr(65 + (g / 10000) % 26) || chr(65 + (g / 260000) % 26) || lpad((g % 10000)::text, 4, '0') as p
          from generate_series(${firstNumber}::int, ${last}::int) g) s`);
  await db.execute(sql`analyze vehicles`);
  // Opened from the first day's 08:00 in Rio to the last day's 18:00, evenly.
  await db.execute(sql`
    insert into services (agency_id, id, number, vehicle_id, owner_id, origin_id, servico, capa_processo, posicao, status, prazo,
                          valor_cents, honorarios_cents, valor_pago_cents, created_by, created_at)
    select ${agencyId}::uuid, md5(${agencyId} || 's' || g)::uuid, g, md5(${agencyId} || 'v' || g)::uuid, md5(${agencyId} || 'o' || g)::uuid,
      (${origins})[1 + g % (coalesce(array_length(${origins}, 1), 0) + 1)],
      (${sql.raw(SERVICE_TYPES)})[1 + g % 4], (${sql.raw(CAPAS)})[1 + g % 3], (${sql.raw(POSITIONS)})[1 + g % 3], (${sql.raw(STATUSES)})[1 + g % 3],
      ${o.from}::date + (g % 40), 10000 + (g % 50) * 100, 20000, (g % 4) * 10000, ${o.createdBy},
      (${o.from}::date + interval '8 hours') at time zone 'America/Sao_Paulo'
        + ((${o.to}::date - ${o.from}::date) * interval '1 day' + interval '10 hours') * ((g - ${firstNumber})::float8 / greatest(${count} - 1, 1))
    from generate_series(${firstNumber}::int, ${last}::int) g`);
  await db.execute(sql`analyze services`);
}
