import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { firstNames, lastNames } from '../apps/server/src/db/seed/demo-registry-data.ts';

// Generated row g (1-based) is vehicle g, owned by owner ceil(g / 2); service s is on vehicle 4s.
// Every value below is a pure function of the row number, written once in SQL (to generate) and
// once in TypeScript (to search), so an agency can be grown from 20k to 200k to 1M vehicles and
// the terms of any size hit rows of that size.

const arrayText = (list: string[]) => `array[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;
const arrayLiteral = (list: string[]) => sql.raw(arrayText(list));

/**
 * Consonant-vowel syllables: four of them spell a surname no other generated owner has (32⁴ ≈ 1M
 * owners), the long tail of real registries that the trigram index serves. Starting with a
 * consonant and built of CV pairs, none can hide inside the common surnames.
 */
const SYLLABLES = [
  'ba',
  'be',
  'bi',
  'bo',
  'ca',
  'co',
  'da',
  'de',
  'di',
  'fa',
  'fe',
  'ga',
  'go',
  'la',
  'le',
  'li',
  'lo',
  'ma',
  'me',
  'mi',
  'na',
  'ne',
  'no',
  'pa',
  'pi',
  'ra',
  're',
  'ri',
  'sa',
  'ta',
  'te',
  'vi',
];

export const ownerOf = (g: number) => Math.floor((g + 1) / 2);

/**
 * Mercosul plate of vehicle g, unique for g below 70,304,000: the last digit is g's own (so plate
 * finals, which set the licensing month, are spread evenly 0–9 like a real registry's), and h =
 * g / 10 spells the rest: three letters and a digit (175,760), W–Z in the fifth place (which no
 * old plate converts to, and the demo seed never uses), then h's wrap count as the sixth digit.
 */
export function plateOf(g: number): string {
  const letter = (n: number) => String.fromCharCode(65 + (Math.floor(n) % 26));
  const h = Math.floor(g / 10);
  return (
    letter(h / 676) +
    letter(h / 26) +
    letter(h) +
    (Math.floor(h / 17_576) % 10) +
    String.fromCharCode(87 + (Math.floor(h / 175_760) % 4)) +
    (Math.floor(h / 703_040) % 10) +
    (g % 10)
  );
}
export const plateSql = (g: string) =>
  sql.raw(
    `chr(65 + (${g} / 6760) % 26) || chr(65 + (${g} / 260) % 26) || chr(65 + (${g} / 10) % 26) || ((${g} / 175760) % 10)::text || chr(87 + (${g} / 1757600) % 4) || ((${g} / 7030400) % 10)::text || (${g} % 10)::text`,
  );

// "01" and "00" keep RENAVAMs and CPFs apart from each other and from the demo seed's (1–9 first).
// Both carry real check digits, so a generated record opens in its form without errors and a
// request about it passes the product's validators (the world's requests are made from them).
const digitSum = (digits: string, weights: number[]) => [...digits].reduce((acc, ch, i) => acc + Number(ch) * weights[i]!, 0);
const mod11 = (sum: number) => ((sum * 10) % 11) % 10;
const RENAVAM_WEIGHTS = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const cpfWeights = (length: number) => Array.from({ length }, (_, i) => length + 1 - i);

/** RENAVAM of vehicle g (below 100,000,000): "01", g in eight digits, the check digit. */
export function renavamOf(g: number): string {
  const first10 = `01${String(g).padStart(8, '0')}`;
  return first10 + mod11(digitSum(first10, RENAVAM_WEIGHTS));
}
export const chassisOf = (g: number) => `9BW${String(g).padStart(14, '0')}`;
/** CPF of owner n (below 10,000,000, so it starts "00"): n in nine digits and both check digits. */
export function cpfOf(owner: number): string {
  const base = String(owner).padStart(9, '0');
  const d1 = mod11(digitSum(base, cpfWeights(9)));
  return base + d1 + mod11(digitSum(base + d1, cpfWeights(10)));
}

/** The i-th decimal digit (0 = units) of an integer SQL expression. */
const digitSql = (n: string, i: number) => `((${n}) / ${10 ** i} % 10)`;
const mod11Sql = (sum: string) => `(((${sum}) * 10) % 11 % 10)`;

/** renavamOf in SQL: the eight digits of g weighted 9..2 ("01" adds 3·0 + 2·1). */
export function renavamSql(g: string): string {
  const sum = ['2', ...Array.from({ length: 8 }, (_, i) => `${RENAVAM_WEIGHTS[2 + i]} * ${digitSql(g, 7 - i)}`)].join(' + ');
  return `('01' || lpad((${g})::text, 8, '0') || ${mod11Sql(sum)}::text)`;
}

/** cpfOf in SQL: the first check digit weighs the nine digits 10..2, the second 11..3 and d1·2. */
export function cpfSql(owner: string): string {
  const weighted = (first: number) => Array.from({ length: 9 }, (_, i) => `${first - i} * ${digitSql(owner, 8 - i)}`).join(' + ');
  const d1 = mod11Sql(weighted(10));
  return `(lpad((${owner})::text, 9, '0') || ${d1}::text || ${mod11Sql(`${weighted(11)} + 2 * ${d1}`)}::text)`;
}

export function rareSurnameOf(owner: number): string {
  const s = (n: number) => SYLLABLES[Math.floor(n) % 32]!;
  const word = s(owner) + s(owner / 32) + s(owner / 1024) + s(owner / 32_768);
  return word[0]!.toUpperCase() + word.slice(1);
}
export const rareSurnameSql = (o: string) => {
  const s = (div: number) => `(${arrayText(SYLLABLES)})[1 + (${o} / ${div}) % 32]`;
  return sql.raw(`initcap(${s(1)} || ${s(32)} || ${s(1024)} || ${s(32_768)})`);
};

/** "José Ribelapa Oliveira Souza": a first name, a surname of its own, two common surnames. */
export function ownerNameOf(owner: number): string {
  return `${firstNames[owner % firstNames.length]} ${rareSurnameOf(owner)} ${lastNames[Math.floor(owner / firstNames.length) % lastNames.length]} ${lastNames[Math.floor(owner / 7) % lastNames.length]}`;
}

/** ownerNameOf in SQL, for an integer expression `o`. */
export const ownerNameSql = (o: string) =>
  sql.join(
    [
      sql`(${arrayLiteral(firstNames)})[1 + ${sql.raw(o)} % ${sql.raw(String(firstNames.length))}]`,
      rareSurnameSql(o),
      sql`(${arrayLiteral(lastNames)})[1 + (${sql.raw(o)} / ${sql.raw(String(firstNames.length))}) % ${sql.raw(String(lastNames.length))}]`,
      sql`(${arrayLiteral(lastNames)})[1 + (${sql.raw(o)} / 7) % ${sql.raw(String(lastNames.length))}]`,
    ],
    sql` || ' ' || `,
  );
/** The owners.search_name of a name expression: lower case, accents off (searchKey in SQL). */
export const searchNameSql = (name: string) => sql.raw(`translate(lower(${name}), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc')`);

/**
 * Fills an agency with `vehicles` generated vehicles, half as many owners and a quarter as many
 * open services, in SQL so that 1,000,000 rows take seconds, not minutes. With `from`, the agency
 * already holds the first `from` of them and only the rest are added.
 */
export async function generateRegistry(db: Db, agencyId: string, vehicles: number, from = 0) {
  // Rows land without secondary indexes or foreign keys, which are built in one pass afterwards
  // (the same definitions, read back from the catalogue): row by row, the trigram index and the
  // foreign-key triggers took four times as long as the inserts themselves.
  await withoutSecondaryIndexes(db, ['owners', 'vehicles', 'services'], async () => {
    await db.execute(sql`
      insert into owners (agency_id, id, nome, search_name, cpf)
      select ${agencyId}::uuid, md5('o' || o)::uuid, n, ${searchNameSql('n')}, ${sql.raw(cpfSql('o'))}
      from (select o, ${ownerNameSql('o')} as n from generate_series(${ownerOf(from) + 1}::int, ${ownerOf(vehicles)}::int) o) s`);
    await db.execute(sql`
      insert into vehicles (agency_id, id, owner_id, placa, placa_mercosul, renavam, chassis, marca, modelo)
      select ${agencyId}::uuid, md5('v' || g)::uuid, md5('o' || ((g + 1) / 2))::uuid, p, p, ${sql.raw(renavamSql('g'))}, '9BW' || lpad(g::text, 14, '0'), 'VW', 'Gol'
      from (select g, ${plateSql('g')} as p from generate_series(${from + 1}::int, ${vehicles}::int) g) s`);
    await db.execute(sql`
      insert into services (agency_id, id, number, vehicle_id, owner_id, servico, posicao, status)
      select ${agencyId}::uuid, md5('s' || s)::uuid, 100000 + s, md5('v' || (s * 4))::uuid, md5('o' || (2 * s))::uuid, 'transferencia', 'emissao', 'pending'
      from generate_series(${Math.floor(from / 4) + 1}::int, ${Math.floor(vehicles / 4)}::int) s`);
  });
  // What autovacuum does to a bulk-loaded table in production: statistics, hint bits, visibility
  // map. Without it the first searches of the largest registry pay for setting hint bits.
  for (const table of ['owners', 'vehicles', 'services']) await db.execute(sql.raw(`vacuum (analyze) ${table}`));
}

type Rows<R> = { rows: R[] };

/** Drops the tables' indexes (primary keys kept) and foreign keys, runs `fill`, recreates them. */
export async function withoutSecondaryIndexes(db: Db, tables: string[], fill: () => Promise<void>) {
  const list = sql.raw(tables.map((t) => `'${t}'`).join(','));
  const indexes = (await db.execute(sql`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${list})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype = 'p')`)) as unknown as Rows<{
    name: string;
    definition: string;
  }>;
  const foreignKeys = (await db.execute(sql`
    select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition from pg_constraint c
    where c.contype = 'f' and c.conrelid::regclass::text in (${list})`)) as unknown as Rows<{ table: string; name: string; definition: string }>;
  for (const fk of foreignKeys.rows) await db.execute(sql.raw(`alter table "${fk.table}" drop constraint "${fk.name}"`));
  for (const ix of indexes.rows) await db.execute(sql.raw(`drop index "${ix.name}"`));
  try {
    await fill();
  } finally {
    // One transaction, so that the memory setting holds on the connection that builds the indexes.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      for (const ix of indexes.rows) await tx.execute(sql.raw(ix.definition));
      for (const fk of foreignKeys.rows) await tx.execute(sql.raw(`alter table "${fk.table}" add constraint "${fk.name}" ${fk.definition}`));
    });
  }
}

export const TERM_KINDS = ['plate', 'renavam', 'chassis', 'cpf', 'name', 'surname', 'rare surname'] as const;
export type TermKind = (typeof TERM_KINDS)[number];

const lastWord = (name: string) => name.split(' ').pop()!;

/** The i-th term of a kind, hitting a row of an agency with `vehicles` generated vehicles. */
export function termOf(kind: TermKind, i: number, vehicles: number): string {
  const g = 1 + ((i * 7919) % vehicles);
  switch (kind) {
    case 'plate':
      return plateOf(g);
    case 'renavam':
      return renavamOf(g);
    case 'chassis':
      return chassisOf(g);
    case 'cpf':
      return cpfOf(ownerOf(g));
    case 'name':
      // What people type for "Ana ... Gomes": the first name and the start of a surname.
      return `${firstNames[i % firstNames.length]!.toLowerCase()} ${lastWord(lastNames[(i * 3) % lastNames.length]!).slice(0, 5)}`;
    case 'surname':
      return lastWord(lastNames[i % lastNames.length]!);
    case 'rare surname':
      return rareSurnameOf(ownerOf(g));
  }
}

/** What dispatchers type: plates, RENAVAM, chassis, CPF and pieces of names, every kind in turn. */
export function searchTerms(vehicles: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => termOf(TERM_KINDS[i % TERM_KINDS.length]!, Math.floor(i / TERM_KINDS.length), vehicles));
}
