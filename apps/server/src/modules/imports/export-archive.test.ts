import { randomUUID } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { importFieldLabel } from '@despacha/domain/imports/fields';
import type { ImportFieldKey } from '@despacha/domain/imports/field-keys';
import { afterAll, expect, it } from 'vitest';
import { readExportArchive } from './export-archive.ts';
import type { RawRow } from './table.ts';
import { fixtureFolder, writeBytes, zipBytes } from './table-fixtures.ts';
import { checkZip } from './zip-guard.ts';

// The agency export read back as spreadsheet rows (export-archive.ts): the join, its order and
// line numbers cell by cell, and what the reader holds while it joins.

const folder = fixtureFolder();
afterAll(() => folder.remove());

/** A table as agency-export.ts writes it: UTF-8 with BOM, ';', CRLF, a header line. */
const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.map((l) => `${l}\r\n`).join('')}`, 'utf8');

async function archive(name: string, tables: Record<string, string[]>) {
  const file = writeBytes(folder.file(name), zipBytes(Object.entries(tables).map(([t, lines]) => ({ name: `tabelas/${t}.csv`, data: csv(lines) }))));
  return { file, entries: await checkZip(file) };
}

/** The spreadsheet's columns, in their order. */
const KEYS: ImportFieldKey[] = [
  ...(['nome', 'cpfCnpj', 'email', 'cel', 'telRes', 'telCom', 'cep', 'endereco', 'numero', 'complemento', 'bairro', 'municipio', 'uf', 'nasc'] as const).map(
    (f) => `owner.${f}` as const,
  ),
  ...(['placa', 'renavam', 'chassis', 'marca', 'modelo', 'anoFabricacao', 'anoModelo', 'cor', 'combustivel', 'especie', 'tipo', 'categoria'] as const).map(
    (f) => `vehicle.${f}` as const,
  ),
  ...(['servico', 'origem', 'posicao', 'status', 'dataProc', 'prazo', 'valor', 'honorarios', 'valorPago', 'observacoes'] as const).map(
    (f) => `service.${f}` as const,
  ),
];
const cells = (...parts: Partial<Record<ImportFieldKey, string>>[]) => {
  const fields = Object.assign({}, ...parts) as Partial<Record<ImportFieldKey, string>>;
  return KEYS.map((k) => fields[k] ?? '');
};

it('joins services, then vehicles without one, then owners without a vehicle, line by line', async () => {
  const { file, entries } = await archive('join.zip', {
    origins: ['agency_id;id;nome_empresa;cnpj', 'ag;or-1;Revenda Alfa;11222333000181'],
    owners: [
      'agency_id;id;nome;search_name;cpf;cnpj;email;cel;cep;endereco;municipio;uf;nasc;created_at',
      'ag;o-ana;Ana Souza;ana souza;11122233344;;ana@exemplo.com.br;(11) 98888-7777;01310100;"Rua A; fundos";São Paulo;SP;1980-05-01;2024-01-01',
      'ag;o-beto;Beto Transportes Ltda;beto transportes ltda;;12345678000190;;;;;Campinas;SP;;2024-01-02',
      'ag;o-carla;Carla Lima;carla lima;99988877766;;;(41) 97777-6666;;;Curitiba;PR;;2024-01-03',
    ],
    vehicles: [
      'agency_id;id;owner_id;placa;placa_mercosul;renavam;chassis;marca;modelo;ano_fabricacao;ano_modelo;cor;combustivel;especie;tipo;categoria;owner_nome',
      'ag;v-1;o-ana;ABC1D23;ABC1D23;12345678901;9BWZZZ377VT004251;VW;VW/GOL 1.0;2015;2016;PRATA;FLEX;PASSAGEIRO;AUTOMOVEL;PARTICULAR;Ana Souza',
      'ag;v-2;o-beto;XYZ9K87;XYZ9K87;98765432109;;FIAT;FIAT/UNO MILLE;2010;2010;BRANCA;GASOLINA;CARGA;CAMINHONETE;ALUGUEL;Beto Transportes Ltda',
      'ag;v-3;;DEF4G56;DEF4G56;55566677788;;HONDA;HONDA/CG 160;2020;2020;PRETA;GASOLINA;PASSAGEIRO;MOTOCICLETA;PARTICULAR;',
    ],
    services: [
      'agency_id;id;number;vehicle_id;owner_id;origin_id;servico;posicao;status;data_proc;prazo;valor_cents;honorarios_cents;valor_pago_cents;observacoes',
      'ag;s-1;1;v-1;o-ana;or-1;Transferência;exigencia;pending;2026-10-01;2026-11-01;9876;15000;12050;"Aguardando laudo; ""urgente"""',
      'ag;s-2;2;v-1;o-ana;;Licenciamento;emissao;done;;;;0;0;',
    ],
  });
  const rows: RawRow[] = [];
  for await (const row of readExportArchive(file, entries, { maxCellChars: 2_000 })) rows.push(row);

  const ana = {
    'owner.nome': 'Ana Souza',
    'owner.cpfCnpj': '11122233344',
    'owner.email': 'ana@exemplo.com.br',
    'owner.cel': '(11) 98888-7777',
    'owner.cep': '01310100',
    'owner.endereco': 'Rua A; fundos',
    'owner.municipio': 'São Paulo',
    'owner.uf': 'SP',
    'owner.nasc': '1980-05-01',
  };
  const gol = {
    'vehicle.placa': 'ABC1D23',
    'vehicle.renavam': '12345678901',
    'vehicle.chassis': '9BWZZZ377VT004251',
    'vehicle.marca': 'VW',
    'vehicle.modelo': 'VW/GOL 1.0',
    'vehicle.anoFabricacao': '2015',
    'vehicle.anoModelo': '2016',
    'vehicle.cor': 'PRATA',
    'vehicle.combustivel': 'FLEX',
    'vehicle.especie': 'PASSAGEIRO',
    'vehicle.tipo': 'AUTOMOVEL',
    'vehicle.categoria': 'PARTICULAR',
  };
  expect(rows).toEqual([
    { line: 1, cells: KEYS.map(importFieldLabel) },
    {
      line: 2,
      cells: cells(ana, gol, {
        'service.servico': 'Transferência',
        'service.origem': 'Revenda Alfa',
        'service.posicao': 'exigencia',
        'service.status': 'pending',
        'service.dataProc': '2026-10-01',
        'service.prazo': '2026-11-01',
        'service.valor': '98.76',
        'service.honorarios': '150.00',
        'service.valorPago': '120.50',
        'service.observacoes': 'Aguardando laudo; "urgente"',
      }),
    },
    // A blank DETRAN fee stays blank, a 0 is "0.00".
    {
      line: 3,
      cells: cells(ana, gol, {
        'service.servico': 'Licenciamento',
        'service.posicao': 'emissao',
        'service.status': 'done',
        'service.honorarios': '0.00',
        'service.valorPago': '0.00',
      }),
    },
    {
      line: 4,
      cells: cells(
        { 'owner.nome': 'Beto Transportes Ltda', 'owner.cpfCnpj': '12345678000190', 'owner.municipio': 'Campinas', 'owner.uf': 'SP' },
        {
          'vehicle.placa': 'XYZ9K87',
          'vehicle.renavam': '98765432109',
          'vehicle.marca': 'FIAT',
          'vehicle.modelo': 'FIAT/UNO MILLE',
          'vehicle.anoFabricacao': '2010',
          'vehicle.anoModelo': '2010',
          'vehicle.cor': 'BRANCA',
          'vehicle.combustivel': 'GASOLINA',
          'vehicle.especie': 'CARGA',
          'vehicle.tipo': 'CAMINHONETE',
          'vehicle.categoria': 'ALUGUEL',
        },
      ),
    },
    {
      line: 5,
      cells: cells({
        'vehicle.placa': 'DEF4G56',
        'vehicle.renavam': '55566677788',
        'vehicle.marca': 'HONDA',
        'vehicle.modelo': 'HONDA/CG 160',
        'vehicle.anoFabricacao': '2020',
        'vehicle.anoModelo': '2020',
        'vehicle.cor': 'PRETA',
        'vehicle.combustivel': 'GASOLINA',
        'vehicle.especie': 'PASSAGEIRO',
        'vehicle.tipo': 'MOTOCICLETA',
        'vehicle.categoria': 'PARTICULAR',
      }),
    },
    {
      line: 6,
      cells: cells({
        'owner.nome': 'Carla Lima',
        'owner.cpfCnpj': '99988877766',
        'owner.cel': '(41) 97777-6666',
        'owner.municipio': 'Curitiba',
        'owner.uf': 'PR',
      }),
    },
  ]);
});

it('holds the columns it joins by, not the text it read them from', async () => {
  // 10,000 owners, each with 2,000 characters the join does not read: 20 MB of text, some eight
  // rows to each chunk the reader decodes. A held cell that were a slice of its chunk would keep
  // all of it.
  const filler = 'x'.repeat(2_000);
  const owners = ['id;nome;cpf;observacoes'];
  for (let i = 0; i < 10_000; i++) owners.push(`${randomUUID()};Proprietário ${i} da Silva Santos;${String(i).padStart(11, '0')};${filler}`);
  const { file, entries } = await archive('held.zip', { owners, vehicles: ['id;owner_id;placa'] });
  // `gc` is exposed at run time (v8 flag + a fresh context): vitest's workers lack --expose-gc.
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
  const before = process.memoryUsage().heapUsed;
  let held = 0;
  let rows = 0;
  for await (const row of readExportArchive(file, entries, { maxCellChars: 2_000 })) {
    if (row.line === 1) {
      gc();
      held = process.memoryUsage().heapUsed - before;
    }
    rows++;
  }
  expect(rows).toBe(10_001);
  // Some 3 MB: an array, an id, a name and a document per owner.
  expect(held).toBeLessThan(8 * 1024 * 1024);
});
