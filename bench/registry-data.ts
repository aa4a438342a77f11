import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { firstNames, lastNames } from '../apps/server/src/db/seed/demo-registry-data.ts';

const arrayLiteral = (list: string[]) => sql.raw(`array[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`);
const UNACCENT = sql.raw(`'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc'`);

/**
 * Fills an agency with `vehicles` generated vehicles, half as many owners and a quarter as many
 * open services, in SQL so that 200,000 rows take seconds, not minutes.
 */
export async function generateRegistry(db: Db, agencyId: string, vehicles: number) {
  const ownersCount = Math.max(1, Math.floor(vehicles / 2));
  const f = arrayLiteral(firstNames);
  const l = arrayLiteral(lastNames);
  await db.execute(sql`
    insert into owners (agency_id, id, nome, search_name, cpf)
    select ${agencyId}::uuid, md5('o' || g)::uuid, n, translate(lower(n), ${UNACCENT}), lpad(g::text, 11, '0')
    from (select g, (${f})[1 + g % ${firstNames.length}] || ' ' || (${l})[1 + (g / ${firstNames.length}) % ${lastNames.length}] || ' ' || (${l})[1 + (g / 7) % ${lastNames.length}] as n
          from generate_series(1, ${ownersCount}) g) s`);
  // Fresh statistics before the next insert, or its foreign-key checks may plan a sequential scan.
  await db.execute(sql`analyze owners`);
  await db.execute(sql`
    insert into vehicles (agency_id, id, owner_id, placa, placa_mercosul, renavam, chassis, marca, modelo)
    select ${agencyId}::uuid, md5('v' || g)::uuid, md5('o' || (1 + g % ${ownersCount}))::uuid, p, p, lpad(g::text, 11, '0'), '9BW' || lpad(g::text, 14, '0'), 'VW', 'Gol'
    from (select g, chr(65 + (g / 676) % 26) || chr(65 + (g / 26) % 26) || chr(65 + g % 26) || ((g / 17576) % 10)::text || chr(87 + (g / 175760) % 4) || '00' as p
          from generate_series(1, ${vehicles}) g) s`);
  await db.execute(sql`analyze vehicles`);
  await db.execute(sql`
    insert into services (agency_id, id, number, vehicle_id, owner_id, servico, posicao, status)
    select ${agencyId}::uuid, md5('s' || g)::uuid, 100000 + g, md5('v' || (g * 4))::uuid, md5('o' || (1 + (g * 4) % ${ownersCount}))::uuid, 'transferencia', 'emissao', 'pending'
    from generate_series(1, ${Math.floor(vehicles / 4)}) g`);
  await db.execute(sql`analyze services`);
}

// Generated plates use W–Z in the fifth place, which the demo seed never does.
/** What dispatchers type: plates in both formats, RENAVAM, CPF, chassis and pieces of names. */
export function searchTerms(vehicles: number, count: number): string[] {
  const terms: string[] = [];
  for (let i = 0; i < count; i++) {
    const g = 1 + ((i * 7919) % vehicles);
    const plate = String.fromCharCode(65 + (Math.floor(g / 676) % 26), 65 + (Math.floor(g / 26) % 26), 65 + (g % 26)) + (Math.floor(g / 17576) % 10) + String.fromCharCode(87 + (Math.floor(g / 175760) % 4)) + '00';
    const kind = i % 5;
    if (kind === 0) terms.push(plate);
    else if (kind === 1) terms.push(String(g).padStart(11, '0'));
    else if (kind === 2) terms.push(`9BW${String(g).padStart(14, '0')}`);
    else if (kind === 3) terms.push(`${firstNames[i % firstNames.length]!.toLowerCase()} ${lastNames[(i * 3) % lastNames.length]!.split(' ').pop()!.slice(0, 5)}`);
    else terms.push(lastNames[i % lastNames.length]!.split(' ').pop()!);
  }
  return terms;
}
