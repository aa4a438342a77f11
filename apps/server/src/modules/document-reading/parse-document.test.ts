import { beforeAll, describe, expect, it } from 'vitest';
import { isCpf } from '@despacha/domain/validators/cpf';
import { isCnpj } from '@despacha/domain/validators/cnpj';
import { isRenavam } from '@despacha/domain/validators/renavam';
import { extractLines } from './extract-lines.ts';
import * as fixtures from './fixtures.ts';
import { parseDocument, type ParseOutcome } from './parse-document.ts';
import { linesOf, plainText, type TextLine, type TextRun } from './text-lines.ts';

// The reading on the text of each generated layout (pdf.js on this thread here; the app runs it
// in a worker), and on hand-placed text for the edge cases.

const { people, vehicles } = fixtures;
type Read = Extract<ParseOutcome, { kind: 'read' }>;

async function textOf(pdf: Buffer): Promise<TextLine[]> {
  return (await extractLines(new Uint8Array(pdf))).lines;
}
async function read(pdf: Buffer): Promise<Read> {
  const outcome = parseDocument(await textOf(pdf));
  if (outcome.kind !== 'read') throw new Error(`not read: ${outcome.kind}`);
  return outcome;
}
/** The values read (only those that passed), by field. */
const values = (r: Read) => Object.fromEntries(Object.entries(r.fields).map(([k, f]) => [k, f.ok ? f.value : `✗ ${f.text}`]));

/** Text placed by hand: [x, y, text] runs of 9 pt on one page. */
const placed = (...runs: [number, number, string][]): TextLine[] =>
  linesOf(runs.map(([x, y, text]): TextRun => ({ page: 1, text, x, y, width: text.length * 5, size: 9 })));

beforeAll(() => {
  // The invented documents are valid ones: the check digits were computed, not typed.
  for (const v of Object.values(vehicles)) expect(isRenavam(v.renavam), v.renavam).toBe(true);
  expect([people.ana.cpf, people.joao.cpf].every(isCpf)).toBe(true);
  expect([people.empresa.cnpj, people.empresaAlfa.cnpj].every(isCnpj)).toBe(true);
  expect(people.empresaAlfa.cnpj).toMatch(/[A-Z]/);
}, 30_000);

describe('the six layouts', () => {
  it('reads a CRLV-e with each value beside its label (earlier layout)', async () => {
    const r = await read(await fixtures.crlvBesideLabel());
    expect(r.document).toBe('crlv-e');
    expect(values(r)).toEqual({
      placa: 'RIO2A18',
      renavam: vehicles.gol.renavam,
      chassi: '9BR7Z9TESTE000123',
      marca: 'VW',
      modelo: 'GOL 1.0 TESTE',
      anoFabricacao: '2021',
      anoModelo: '2022',
      especie: 'PASSAGEIRO',
      tipo: 'AUTOMOVEL',
      cor: 'PRATA',
      combustivel: 'ALCOOL/GASOLINA',
      categoria: 'PARTICULAR',
      exercicio: '2025',
      proprietarioNome: 'ANA BEATRIZ DE TESTE',
      proprietarioDocumento: people.ana.cpf,
      municipio: 'RIO DE JANEIRO',
      uf: 'RJ',
    });
    // "PLACA ANTERIOR / UF:" with nothing after it: a vehicle that never had another plate.
    expect(r.fields.placaAnterior).toBeUndefined();
  }, 60_000);

  it('reads a CRLV-e with each value below its label, three boxes a row (later layout)', async () => {
    const pdf = await fixtures.crlvBelowLabel();
    const lines = await textOf(pdf);
    expect(plainText(lines)).toContain('CÓDIGO RENAVAM\tPLACA\tEXERCÍCIO\n');
    const r = await read(pdf);
    expect(values(r)).toEqual({
      placa: 'TST1234',
      renavam: vehicles.onix.renavam,
      chassi: '9BGTESTE0K0000456',
      marca: 'CHEVROLET',
      modelo: 'ONIX PLUS TESTE',
      anoFabricacao: '2019',
      anoModelo: '2020',
      especie: 'PASSAGEIRO',
      tipo: 'AUTOMOVEL',
      placaAnterior: 'TST1A34',
      cor: 'BRANCA',
      combustivel: 'GASOLINA',
      categoria: 'PARTICULAR',
      exercicio: '2026',
      proprietarioNome: 'JOÃO PEDRO FICTÍCIO DA SILVA',
      proprietarioDocumento: people.joao.cpf,
      municipio: 'NITERÓI',
      uf: 'RJ',
    });
  }, 60_000);

  it('reads other spellings: mixed case, no accents, abbreviations, a company with an alphanumeric CNPJ', async () => {
    const r = await read(await fixtures.crlvOtherSpellings());
    expect(r.document).toBe('crlv-e');
    expect(values(r)).toMatchObject({
      renavam: vehicles.caminhao.renavam,
      placa: 'TSU4E56',
      anoFabricacao: '2023',
      anoModelo: '2023',
      marca: 'M.BENZ',
      modelo: 'ACCELO 1016 TESTE',
      especie: 'CARGA',
      tipo: 'CAMINHAO',
      chassi: '9BMTESTE0AB000789',
      cor: 'Branca',
      combustivel: 'DIESEL',
      categoria: 'ALUGUEL',
      proprietarioNome: 'LOCADORA MODELO S.A.',
      proprietarioDocumento: people.empresaAlfa.cnpj,
      municipio: 'DUQUE DE CAXIAS',
      uf: 'RJ',
    });
  }, 60_000);

  it('reads two columns side by side, two labels and two values on one line', async () => {
    const pdf = await fixtures.crlvTwoColumns();
    expect(plainText(await textOf(pdf))).toContain('PLACA\tRIO2A18\tNOME\tTRANSPORTES EXEMPLO LTDA');
    const r = await read(pdf);
    expect(values(r)).toEqual({
      placa: 'RIO2A18',
      renavam: vehicles.gol.renavam,
      chassi: '9BR7Z9TESTE000123',
      marca: 'VW',
      modelo: 'GOL 1.0 TESTE',
      anoFabricacao: '2021',
      anoModelo: '2022',
      cor: 'VERMELHA',
      proprietarioNome: 'TRANSPORTES EXEMPLO LTDA',
      proprietarioDocumento: people.empresa.cnpj,
      municipio: 'SÃO GONÇALO',
      uf: 'RJ',
      exercicio: '2024',
      combustivel: 'FLEX',
      categoria: 'PARTICULAR',
      especie: 'MISTO',
      tipo: 'CAMIONETA',
    });
  }, 60_000);

  it('reads an ATPV-e: the seller as the owner, the buyer apart, the sale value and date', async () => {
    const r = await read(await fixtures.atpv());
    expect(r.document).toBe('atpv-e');
    expect(values(r)).toEqual({
      renavam: vehicles.onix.renavam,
      placa: 'TST1234',
      chassi: '9BGTESTE0K0000456',
      marca: 'CHEVROLET',
      modelo: 'ONIX PLUS TESTE',
      anoFabricacao: '2019',
      anoModelo: '2020',
      cor: 'BRANCA',
      proprietarioNome: 'JOÃO PEDRO FICTÍCIO DA SILVA',
      proprietarioDocumento: people.joao.cpf,
      compradorNome: 'ANA BEATRIZ DE TESTE',
      compradorDocumento: people.ana.cpf,
      valorVenda: '58.900,00',
      dataVenda: '10/11/2026',
    });
  }, 60_000);

  it('finds no text in a scan (a page that is only a picture)', async () => {
    const pdf = await fixtures.scannedDocument();
    expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    expect(parseDocument(await textOf(pdf))).toEqual({ kind: 'no-text' });
  }, 60_000);
});

describe('what is not a CRLV-e', () => {
  it('refuses a PDF of something else', async () => {
    expect(parseDocument(await textOf(await fixtures.otherDocument()))).toEqual({ kind: 'not-vehicle-document' });
  }, 60_000);

  it('wants the labels, not only a title that names the CRLV', () => {
    const lines = placed(
      [40, 800, 'Recibo de entrega do CRLV-e ao cliente'],
      [40, 780, 'Recebi o documento do meu veículo em perfeito estado.'],
      [40, 760, 'PLACA RIO2A18'],
    );
    expect(parseDocument(lines)).toEqual({ kind: 'not-vehicle-document' });
  });
});

describe('edge cases', () => {
  const crlv = (...runs: [number, number, string][]) => parseDocument(placed([40, 820, 'CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO'], ...runs)) as Read;

  it('takes a value on the next line, in the label’s column', () => {
    const r = crlv(
      [40, 800, 'PLACA'],
      [200, 800, 'CÓDIGO RENAVAM'],
      [40, 788, 'RIO2A18'],
      [200, 788, vehicles.gol.renavam],
      [40, 770, 'CHASSI'],
      [42, 758, '9BR7Z9TESTE000123'],
    );
    expect(values(r)).toEqual({ placa: 'RIO2A18', renavam: vehicles.gol.renavam, chassi: '9BR7Z9TESTE000123' });
  });

  it('does not take the next row’s label as a missing value', () => {
    const r = crlv([40, 800, 'PLACA'], [200, 800, 'RENAVAM'], [40, 788, 'CHASSI'], [200, 788, 'COR'], [40, 776, '9BR7Z9TESTE000123'], [200, 776, 'PRATA']);
    expect(r.fields.placa).toEqual({ ok: false, value: '', text: '' });
    expect(r.fields.renavam).toEqual({ ok: false, value: '', text: '' });
    expect(r.fields.chassi?.value).toBe('9BR7Z9TESTE000123');
  });

  it('matches labels whatever their accents, case and spacing', () => {
    const r = crlv(
      [40, 800, 'placa: rio2a18'],
      [40, 788, 'Código  RENAVAM - ' + vehicles.gol.renavam],
      [40, 776, 'chassi 9br7z9teste000123'],
      [40, 764, 'MARCA/ MODELO /VERSAO VW/GOL'],
      [40, 752, 'Combustível'],
      [200, 752, 'ÁLCOOL'],
    );
    expect(values(r)).toEqual({
      placa: 'RIO2A18',
      renavam: vehicles.gol.renavam,
      chassi: '9BR7Z9TESTE000123',
      marca: 'VW',
      modelo: 'GOL',
      combustivel: 'ÁLCOOL',
    });
  });

  it('leaves a RENAVAM with a wrong check digit empty and marked, with the text read', () => {
    const wrong = fixtures.wrongRenavam(vehicles.gol.renavam);
    const r = crlv([40, 800, `PLACA ${vehicles.gol.placa}`], [40, 788, `RENAVAM ${wrong}`], [40, 776, `CHASSI ${vehicles.gol.chassi}`]);
    expect(r.fields.renavam).toEqual({ ok: false, value: '', text: wrong });
    expect(r.fields.placa?.ok).toBe(true);
  });

  it('marks every value its validator refuses: plate, chassis, CPF, year, date, money', () => {
    const r = parseDocument(
      placed(
        [40, 820, 'AUTORIZAÇÃO PARA TRANSFERÊNCIA DE PROPRIEDADE DE VEÍCULO'],
        [40, 800, 'PLACA: AB12345'],
        [40, 788, 'CHASSI: 9BR7Z9TESTE00012O'],
        [40, 776, `RENAVAM: ${vehicles.gol.renavam}`],
        [40, 764, 'ANO FABRICAÇÃO: 1850'],
        [40, 752, 'CPF/CNPJ: 111.111.111-11'],
        [40, 740, 'DATA DA VENDA: 31/02/2026'],
        [40, 728, 'VALOR DA VENDA: R$ muitos'],
      ),
    ) as Read;
    for (const key of ['placa', 'chassi', 'anoFabricacao', 'proprietarioDocumento', 'dataVenda', 'valorVenda'] as const) {
      expect(r.fields[key], key).toMatchObject({ ok: false, value: '' });
    }
    expect(r.fields.chassi?.text).toBe('9BR7Z9TESTE00012O');
  });

  it('accepts a pre-VIN chassis only with a manufacturing year up to 1986', () => {
    const old = (year: string) =>
      crlv([40, 800, 'PLACA ABC1234'], [40, 788, 'RENAVAM 00639884962'], [40, 776, 'CHASSI BA123456'], [40, 764, `ANO FABRICAÇÃO ${year}`]);
    expect(old('1979').fields.chassi).toMatchObject({ ok: true, value: 'BA123456' });
    expect(old('1995').fields.chassi).toMatchObject({ ok: false, value: '' });
  });

  it('keeps the first value that passed when a label appears twice', () => {
    const r = crlv(
      [40, 800, 'PLACA'],
      [40, 788, 'RENAVAM 00639884962'],
      [40, 776, 'CHASSI 9BR7Z9TESTE000123'],
      [40, 764, 'PLACA ABC1D23'],
      [40, 752, 'PLACA XYZ9876'],
    );
    expect(r.fields.placa).toMatchObject({ ok: true, value: 'ABC1D23' });
  });
});
