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
// for the join (a five-year agency's 150,000 owners and 200,000 vehicles: tens of MB); services
// stream.

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

type Record_ = Map<string, string>;

/** The rows of one table of the archive, as column → value maps. */
async function* tableRows(filePath: string, entry: ZipEntry, limits: Pick<TableLimits, 'maxCellChars'>): AsyncGenerator<Record_> {
  const raw = fs.createReadStream(filePath, { start: entry.dataOffset, end: entry.dataOffset + entry.compressedSize - 1 });
  const stream = entry.method === 8 ? raw.pipe(zlib.createInflateRaw()) : raw;
  const decoder = new TextDecoder('utf-8');
  const parser = new CsvParser(';', limits);
  let header: string[] | null = null;
  const toRecord = (cells: string[]) => new Map(header!.map((h, i) => [h, cells[i] ?? '']));
  try {
    for await (const chunk of stream) {
      for (const row of parser.push(decoder.decode(chunk as Buffer, { stream: true }))) {
        if (!header) header = row.cells;
        else yield toRecord(row.cells);
      }
    }
    for (const row of [...parser.push(decoder.decode()), ...parser.end()]) {
      if (!header) header = row.cells;
      else yield toRecord(row.cells);
    }
  } finally {
    raw.destroy();
  }
}

/**
 * Centavos as the reais a spreadsheet writes ("1234.56"), '' for none. A blank DETRAN fee is one
 * "a confirmar" (null, decision 078) and imports so; a 0 (an exemption) stays "0.00", not blank.
 */
const reais = (cents: string | undefined) =>
  cents === undefined || cents.trim() === '' || !Number.isFinite(Number(cents)) ? '' : (Number(cents) / 100).toFixed(2);

/** The archive's registry as spreadsheet rows: a header of the import's own labels, then the data. */
export async function* readExportArchive(filePath: string, entries: readonly ZipEntry[], limits: Pick<TableLimits, 'maxCellChars'>): AsyncGenerator<RawRow> {
  const entryOf = (t: Table) => entries.find((e) => e.name === entryName(t));
  const load = async (t: Table) => {
    const byId = new Map<string, Record_>();
    const entry = entryOf(t);
    if (entry) for await (const r of tableRows(filePath, entry, limits)) byId.set(r.get('id') ?? '', r);
    return byId;
  };
  const owners = await load('owners');
  const vehicles = await load('vehicles');
  const origins = await load('origins');
  for (const o of owners.values()) o.set('doc', o.get('cpf') || o.get('cnpj') || '');

  let line = 1;
  yield { line, cells: COLUMNS.map(([key]) => importFieldLabel(key)) };
  const cellsOf = (owner?: Record_, vehicle?: Record_, service?: Record_) =>
    COLUMNS.map(([key, column]) => {
      const source = key.startsWith('owner.') ? owner : key.startsWith('vehicle.') ? vehicle : service;
      return source?.get(column) ?? '';
    });

  const vehiclesUsed = new Set<string>();
  const ownersUsed = new Set<string>();
  const services = entryOf('services');
  if (services) {
    for await (const s of tableRows(filePath, services, limits)) {
      const vehicle = vehicles.get(s.get('vehicle_id') ?? '');
      const owner = owners.get(s.get('owner_id') ?? '');
      vehiclesUsed.add(s.get('vehicle_id') ?? '');
      ownersUsed.add(s.get('owner_id') ?? '');
      s.set('origin', origins.get(s.get('origin_id') ?? '')?.get('nome_empresa') ?? '');
      s.set('valor', reais(s.get('valor_cents')));
      s.set('honorarios', reais(s.get('honorarios_cents')));
      s.set('valor_pago', reais(s.get('valor_pago_cents')));
      yield { line: ++line, cells: cellsOf(owner, vehicle, s) };
    }
  }
  for (const [id, vehicle] of vehicles) {
    if (vehiclesUsed.has(id)) continue;
    const owner = owners.get(vehicle.get('owner_id') ?? '');
    if (owner) ownersUsed.add(owner.get('id') ?? '');
    yield { line: ++line, cells: cellsOf(owner, vehicle) };
  }
  for (const [id, owner] of owners) if (!ownersUsed.has(id)) yield { line: ++line, cells: cellsOf(owner) };
}
