import fs from 'node:fs';
import zlib from 'node:zlib';
import { importFieldLabel } from '@despacha/domain/imports/fields';
import type { ImportFieldKey } from '@despacha/domain/imports/field-keys';
import { CsvParser } from './csv-reader.ts';
import type { RawRow, TableLimits } from './table.ts';
import type { ZipEntry } from './zip-entry.ts';

// Issue 33 part 3: the agency's full export (lgpd/agency-export.ts, one CSV per table in
// "tabelas/", keyed by ids) imported as it is. Its tables are joined back into the rows an agency's
// spreadsheet would have: one per service with its owner and vehicle, then the vehicles without a
// service, then the owners without a vehicle. Owners, vehicles and origins are held in memory by id
// for the join; services stream. Of a held row only what the join reads is kept, as an array in a
// fixed column order (OWNER_HELD, VEHICLE_HELD, ORIGIN_HELD), every string its own copy (`own`).
// Measured on a synthetic five-year agency (150,000 owners, 200,000 vehicles, 60,000 services;
// 163 MB of CSV; Node 20): the held tables take some 145 MB of heap, the process 285 MB resident,
// and its 410,000 rows 4 s. A Map of every column per row, its cells slices that kept all the
// decoded text alive, took 880 MB of heap, 1 GB resident and 7 s.

const TABLES = ['owners', 'vehicles', 'services', 'origins'] as const;
type Table = (typeof TABLES)[number];
const entryName = (table: Table) => `tabelas/${table}.csv`;

/** Whether a zip is a Despacha agency export (its registry tables are there). */
export const isAgencyExport = (entries: readonly ZipEntry[]) => ['owners', 'vehicles'].every((t) => entries.some((e) => e.name === entryName(t as Table)));

/** Import field ← export column. */
const OWNER: [ImportFieldKey, string][] = [
  ['owner.nome', 'nome'],
  ['owner.cpfCnpj', 'doc'],
  ['owner.email', 'email'],
  ['owner.cel', 'cel'],
  ['owner.telRes', 'tel_res'],
  ['owner.telCom', 'tel_com'],
  ['owner.cep', 'cep'],
  ['owner.endereco', 'endereco'],
  ['owner.numero', 'numero'],
  ['owner.complemento', 'complemento'],
  ['owner.bairro', 'bairro'],
  ['owner.municipio', 'municipio'],
  ['owner.uf', 'uf'],
  ['owner.nasc', 'nasc'],
];
const VEHICLE: [ImportFieldKey, string][] = [
  ['vehicle.placa', 'placa'],
  ['vehicle.renavam', 'renavam'],
  ['vehicle.chassis', 'chassis'],
  ['vehicle.marca', 'marca'],
  ['vehicle.modelo', 'modelo'],
  ['vehicle.anoFabricacao', 'ano_fabricacao'],
  ['vehicle.anoModelo', 'ano_modelo'],
  ['vehicle.cor', 'cor'],
  ['vehicle.combustivel', 'combustivel'],
  ['vehicle.especie', 'especie'],
  ['vehicle.tipo', 'tipo'],
  ['vehicle.categoria', 'categoria'],
];
const SERVICE: [ImportFieldKey, string][] = [
  ['service.servico', 'servico'],
  ['service.origem', 'origin'],
  ['service.posicao', 'posicao'],
  ['service.status', 'status'],
  ['service.dataProc', 'data_proc'],
  ['service.prazo', 'prazo'],
  ['service.valor', 'valor'],
  ['service.honorarios', 'honorarios'],
  ['service.valorPago', 'valor_pago'],
  ['service.observacoes', 'observacoes'],
];
const COLUMNS = [...OWNER, ...VEHICLE, ...SERVICE];

/** A held row: the cells of OWNER_HELD, VEHICLE_HELD or ORIGIN_HELD, in that order. */
type Row = string[];
/** Ids first, then the export columns in COLUMNS' order. An owner's 'doc' is its cpf, else its cnpj. */
const OWNER_HELD = ['id', ...OWNER.map(([, column]) => column)];
const OWNER_READ = [...OWNER_HELD, 'cpf', 'cnpj'];
const VEHICLE_HELD = ['id', 'owner_id', ...VEHICLE.map(([, column]) => column)];
const ORIGIN_HELD = ['id', 'nome_empresa'];
/** Streamed, not held: SERVICE's columns, then what the service is joined by and its centavos. */
const SERVICE_READ = [...SERVICE.map(([, column]) => column), 'vehicle_id', 'owner_id', 'origin_id', 'valor_cents', 'honorarios_cents', 'valor_pago_cents'];
const serviceAt = (column: string) => SERVICE.findIndex(([, c]) => c === column);
const [ORIGIN_AT, VALOR_AT, HONORARIOS_AT, VALOR_PAGO_AT] = ['origin', 'valor', 'honorarios', 'valor_pago'].map(serviceAt) as [number, number, number, number];
const [ID, OWNER_ID, ORIGIN_NAME] = [0, 1, 1];
const DOC = OWNER_HELD.indexOf('doc');

/**
 * The rows of one table of the archive, each as the cells of `columns` in that order ('' where the
 * table has no such column), found through its header once.
 */
async function* tableRows(filePath: string, entry: ZipEntry, limits: Pick<TableLimits, 'maxCellChars'>, columns: readonly string[]): AsyncGenerator<string[]> {
  const raw = fs.createReadStream(filePath, { start: entry.dataOffset, end: entry.dataOffset + entry.compressedSize - 1 });
  const stream = entry.method === 8 ? raw.pipe(zlib.createInflateRaw()) : raw;
  const decoder = new TextDecoder('utf-8');
  const parser = new CsvParser(';', limits);
  let at: number[] | null = null;
  const pick = (cells: string[]) => at!.map((i) => (i < 0 ? '' : (cells[i] ?? '')));
  // A column named twice is read from its last place.
  const locate = (header: string[]) => {
    const index = new Map(header.map((h, i) => [h, i]));
    return columns.map((c) => index.get(c) ?? -1);
  };
  try {
    for await (const chunk of stream) {
      for (const row of parser.push(decoder.decode(chunk as Buffer, { stream: true }))) {
        if (!at) at = locate(row.cells);
        else yield pick(row.cells);
      }
    }
    for (const row of [...parser.push(decoder.decode()), ...parser.end()]) {
      if (!at) at = locate(row.cells);
      else yield pick(row.cells);
    }
  } finally {
    raw.destroy();
  }
}

/**
 * The row with every string its own. A cell is a slice of the decoded text it was read from, and
 * one held slice keeps that whole chunk alive: held as read, the tables kept all the text of both
 * files. JSON.parse builds every string anew and flat, the short ones (up to 10 characters) as V8's
 * one shared copy of that value (a UF, a colour, a year), and the array at the row's exact length.
 * Heap snapshots taken before reading and with the tables loaded count the same sliced strings and
 * decoded chunks (as read, the tables held 324,000 and 860 more for a tenth of that agency).
 */
const own = (row: Row): Row => JSON.parse(JSON.stringify(row)) as Row;

/**
 * Centavos as the reais a spreadsheet writes ("1234.56"), '' for none. A blank DETRAN fee is one
 * "a confirmar" (null, decision 078) and imports so; a 0 (an exemption) stays "0.00", not blank.
 */
const reais = (cents: string | undefined) =>
  cents === undefined || cents.trim() === '' || !Number.isFinite(Number(cents)) ? '' : (Number(cents) / 100).toFixed(2);

/** The archive's registry as spreadsheet rows: a header of the import's own labels, then the data. */
export async function* readExportArchive(filePath: string, entries: readonly ZipEntry[], limits: Pick<TableLimits, 'maxCellChars'>): AsyncGenerator<RawRow> {
  const entryOf = (t: Table) => entries.find((e) => e.name === entryName(t));
  const load = async (t: Table, columns: readonly string[], hold: (cells: string[]) => Row = own) => {
    const byId = new Map<string, Row>();
    const entry = entryOf(t);
    if (entry)
      for await (const cells of tableRows(filePath, entry, limits, columns)) {
        const row = hold(cells);
        byId.set(row[ID]!, row);
      }
    return byId;
  };
  const owners = await load('owners', OWNER_READ, (cells) => {
    const [cpf, cnpj] = cells.splice(OWNER_HELD.length);
    cells[DOC] = cpf || cnpj || '';
    return own(cells);
  });
  const vehicles = await load('vehicles', VEHICLE_HELD, (cells) => {
    const row = own(cells);
    // The owner's own id string, held once for the owner and all its vehicles.
    row[OWNER_ID] = owners.get(row[OWNER_ID]!)?.[ID] ?? row[OWNER_ID]!;
    return row;
  });
  const origins = await load('origins', ORIGIN_HELD);

  let line = 1;
  yield { line, cells: COLUMNS.map(([key]) => importFieldLabel(key)) };
  const none = (n: number) => Array<string>(n).fill('');
  const [noOwner, noVehicle, noService] = [none(OWNER.length), none(VEHICLE.length), none(SERVICE.length)];
  const cellsOf = (owner?: Row, vehicle?: Row, service = noService) => [
    ...(owner?.slice(ID + 1) ?? noOwner),
    ...(vehicle?.slice(OWNER_ID + 1) ?? noVehicle),
    ...service,
  ];

  // Marked by the held row: a service's own id strings would keep its text alive.
  const vehiclesUsed = new Set<Row>();
  const ownersUsed = new Set<Row>();
  const services = entryOf('services');
  if (services) {
    for await (const s of tableRows(filePath, services, limits, SERVICE_READ)) {
      const [vehicleId = '', ownerId = '', originId = '', valor, honorarios, valorPago] = s.splice(SERVICE.length);
      const vehicle = vehicles.get(vehicleId);
      const owner = owners.get(ownerId);
      if (vehicle) vehiclesUsed.add(vehicle);
      if (owner) ownersUsed.add(owner);
      s[ORIGIN_AT] = origins.get(originId)?.[ORIGIN_NAME] ?? '';
      s[VALOR_AT] = reais(valor);
      s[HONORARIOS_AT] = reais(honorarios);
      s[VALOR_PAGO_AT] = reais(valorPago);
      yield { line: ++line, cells: cellsOf(owner, vehicle, s) };
    }
  }
  for (const vehicle of vehicles.values()) {
    if (vehiclesUsed.has(vehicle)) continue;
    const owner = owners.get(vehicle[OWNER_ID]!);
    if (owner) ownersUsed.add(owner);
    yield { line: ++line, cells: cellsOf(owner, vehicle) };
  }
  for (const owner of owners.values()) if (!ownersUsed.has(owner)) yield { line: ++line, cells: cellsOf(owner) };
}
