import zlib from 'node:zlib';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderDocument } from '../../lib/pdf/engine.ts';
import { cnpjFor, cpfFor, renavamFor } from '../../testing/numbered-documents.ts';

// Test PDFs of "Ler CRLV-e", generated here with pdfmake: invented people and vehicles whose
// check digits are computed (numbered-documents.ts, renavamCheckDigit), in the layouts that
// docs/crlv-e-layout.md describes. Never a real person's document nor a real vehicle on purpose:
// the chassis spell TESTE and the names are made up.

/** An alphanumeric CNPJ (July 2026): check digits over each character's ASCII code − 48. */
function alphanumericCnpj(base12: string): string {
  const digit = (chars: string) => {
    const weights = chars.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = [...chars].reduce((acc, ch, i) => acc + (ch.charCodeAt(0) - 48) * weights[i]!, 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base12);
  return `${base12}${first}${digit(`${base12}${first}`)}`;
}

const dots = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const cnpjMask = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

/** The invented vehicles and people, with what the reading must return for each. */
export const people = {
  ana: { nome: 'ANA BEATRIZ DE TESTE', cpf: cpfFor(4242) },
  joao: { nome: 'JOÃO PEDRO FICTÍCIO DA SILVA', cpf: cpfFor(777) },
  empresa: { nome: 'TRANSPORTES EXEMPLO LTDA', cnpj: cnpjFor(5150) },
  empresaAlfa: { nome: 'LOCADORA MODELO S.A.', cnpj: alphanumericCnpj('12ABC345000Z') },
};
export const vehicles = {
  gol: { placa: 'RIO2A18', renavam: renavamFor(31415), chassi: '9BR7Z9TESTE000123', marca: 'VW', modelo: 'GOL 1.0 TESTE', anoFab: '2021', anoMod: '2022' },
  onix: {
    placa: 'TST1234',
    renavam: renavamFor(27182),
    chassi: '9BGTESTE0K0000456',
    marca: 'CHEVROLET',
    modelo: 'ONIX PLUS TESTE',
    anoFab: '2019',
    anoMod: '2020',
  },
  caminhao: {
    placa: 'TSU4E56',
    renavam: renavamFor(16180),
    chassi: '9BMTESTE0AB000789',
    marca: 'M.BENZ',
    modelo: 'ACCELO 1016 TESTE',
    anoFab: '2023',
    anoMod: '2023',
  },
};

/** A RENAVAM whose last digit is wrong (the one right is kept in `valid`). */
export function wrongRenavam(valid: string): string {
  return valid.slice(0, 10) + String((Number(valid[10]) + 1) % 10);
}

const label = (text: string) => ({ text, fontSize: 6, color: '#333333' });
const value = (text: string) => ({ text, fontSize: 9, bold: true });
const cell = (l: string, v: string) => ({ stack: [label(l), value(v)] });

function pdf(content: Content[], extra: Partial<TDocumentDefinitions> = {}): Promise<Buffer> {
  return renderDocument({ pageSize: 'A4', pageMargins: [30, 30, 30, 30], defaultStyle: { font: 'Helvetica', fontSize: 9 }, content, ...extra });
}

const header = (title: string): Content[] => [
  { text: 'REPÚBLICA FEDERATIVA DO BRASIL', alignment: 'center', fontSize: 8 },
  { text: 'SECRETARIA NACIONAL DE TRÂNSITO - SENATRAN', alignment: 'center', fontSize: 8 },
  { text: title, alignment: 'center', bold: true, margin: [0, 4, 0, 8] },
];

/**
 * 1. CRLV-e, the earlier layout (as of 2021): every label with its value beside it, one per
 * line ("PLACA: RIO2A18"), proprietário last.
 */
export function crlvBesideLabel(renavam: string = vehicles.gol.renavam): Promise<Buffer> {
  const v = vehicles.gol;
  const rows: [string, string][] = [
    ['CÓDIGO RENAVAM', renavam],
    ['PLACA', v.placa],
    ['EXERCÍCIO', '2025'],
    ['ANO FABRICAÇÃO', v.anoFab],
    ['ANO MODELO', v.anoMod],
    ['ESPÉCIE / TIPO', 'PASSAGEIRO / AUTOMOVEL'],
    ['MARCA / MODELO / VERSÃO', `${v.marca}/${v.modelo}`],
    ['PLACA ANTERIOR / UF', ''],
    ['CHASSI', v.chassi],
    ['COR PREDOMINANTE', 'PRATA'],
    ['COMBUSTÍVEL', 'ALCOOL/GASOLINA'],
    ['CATEGORIA', 'PARTICULAR'],
    ['NOME', people.ana.nome],
    ['CPF / CNPJ', dots(people.ana.cpf)],
    ['LOCAL', 'RIO DE JANEIRO RJ'],
    ['DATA', '15/01/2025'],
  ];
  return pdf([...header('CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - ELETRÔNICO'), ...rows.map(([l, x]) => ({ text: `${l}: ${x}` }))]);
}

/**
 * 2. CRLV-e, the later layout (as of 2024): a grid of boxes, a small label on top of each value,
 * three boxes a row; the previous plate with its UF.
 */
export function crlvBelowLabel(renavam: string = vehicles.onix.renavam): Promise<Buffer> {
  const v = vehicles.onix;
  const grid = [
    [cell('CÓDIGO RENAVAM', renavam), cell('PLACA', v.placa), cell('EXERCÍCIO', '2026')],
    [cell('ANO FABRICAÇÃO', v.anoFab), cell('ANO MODELO', v.anoMod), cell('ESPÉCIE / TIPO', 'PASSAGEIRO / AUTOMOVEL')],
    [cell('MARCA / MODELO / VERSÃO', `${v.marca}/${v.modelo}`), cell('PLACA ANTERIOR / UF', 'TST1A34/RJ'), cell('CHASSI', v.chassi)],
    [cell('COR PREDOMINANTE', 'BRANCA'), cell('COMBUSTÍVEL', 'GASOLINA'), cell('CATEGORIA', 'PARTICULAR')],
    [cell('NOME', people.joao.nome), cell('CPF / CNPJ', dots(people.joao.cpf)), cell('LOCAL', 'NITERÓI RJ')],
    [cell('DATA', '03/02/2026'), cell('CAPACIDADE', '5L'), cell('POTÊNCIA/CILINDRADA', '116CV/999')],
  ];
  return pdf([...header('CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO - ELETRÔNICO'), { table: { widths: ['*', '*', '*'], body: grid } }]);
}

/**
 * 3. Other spellings: mixed case without accents, abbreviations ("Ano Fab.", "Cor Predom."),
 * "Nome/Razão Social" and "CNPJ/CPF", a company with an alphanumeric CNPJ; colons and dashes.
 */
export function crlvOtherSpellings(): Promise<Buffer> {
  const v = vehicles.caminhao;
  const rows: [string, string][] = [
    ['Codigo Renavam -', v.renavam],
    ['Placa', v.placa],
    ['Exercicio', '2026'],
    ['Ano Fab.', v.anoFab],
    ['Ano Mod.', v.anoMod],
    ['Marca/Modelo', `${v.marca}/${v.modelo}`],
    ['Especie/Tipo', 'CARGA/CAMINHAO'],
    ['Chassi', v.chassi],
    ['Cor Predom.', 'Branca'],
    ['Combustivel', 'DIESEL'],
    ['Categoria', 'ALUGUEL'],
    ['Nome/Razao Social', people.empresaAlfa.nome],
    ['CNPJ/CPF', cnpjMask(people.empresaAlfa.cnpj)],
    ['Municipio/UF', 'DUQUE DE CAXIAS/RJ'],
  ];
  return pdf([
    { text: 'Certificado de Registro e Licenciamento de Veiculo - CRLV-e', bold: true, margin: [0, 0, 0, 8] },
    { table: { widths: [110, '*'], body: rows.map(([l, x]) => [{ text: `${l}:` }, { text: x }]) }, layout: 'noBorders' },
  ]);
}

/**
 * 4. Two columns: the vehicle on the left and the owner on the right, label and value side by
 * side in each, so one line of text holds two labels and two values.
 */
export function crlvTwoColumns(): Promise<Buffer> {
  const v = vehicles.gol;
  const pairs = (rows: [string, string][]) => ({
    table: { widths: [80, '*'], body: rows.map(([l, x]) => [label(l), value(x)]) },
    layout: 'noBorders' as const,
  });
  return pdf([
    ...header('CRLV-e — CERTIFICADO DE REGISTRO E LICENCIAMENTO DE VEÍCULO'),
    {
      columns: [
        pairs([
          ['PLACA', v.placa],
          ['RENAVAM', v.renavam],
          ['CHASSI', v.chassi],
          ['MARCA/MODELO/VERSÃO', `${v.marca}/${v.modelo}`],
          ['ANO FAB.', v.anoFab],
          ['ANO MOD.', v.anoMod],
          ['COR', 'VERMELHA'],
        ]),
        pairs([
          ['NOME', people.empresa.nome],
          ['CPF/CNPJ', cnpjMask(people.empresa.cnpj)],
          ['LOCAL', 'SÃO GONÇALO - RJ'],
          ['EXERCÍCIO', '2024'],
          ['COMBUSTÍVEL', 'FLEX'],
          ['CATEGORIA', 'PARTICULAR'],
          ['ESPÉCIE / TIPO', 'MISTO/CAMIONETA'],
        ]),
      ],
      columnGap: 20,
    },
  ]);
}

/**
 * 5. ATPV-e: the vehicle, then the seller (the owner) and the buyer side by side, each under its
 * heading, and the sale's declared value and date.
 */
export function atpv(): Promise<Buffer> {
  const v = vehicles.onix;
  const party = (heading: string, who: { nome: string; doc: string }) => ({
    stack: [
      { text: heading, bold: true, margin: [0, 0, 0, 2] as [number, number, number, number] },
      cell('NOME', who.nome),
      cell('CPF/CNPJ', who.doc),
      cell('MUNICÍPIO', 'RIO DE JANEIRO'),
      cell('UF', 'RJ'),
    ],
  });
  return pdf([
    ...header('AUTORIZAÇÃO PARA TRANSFERÊNCIA DE PROPRIEDADE DE VEÍCULO - ELETRÔNICA (ATPV-e)'),
    {
      table: {
        widths: ['*', '*', '*'],
        body: [
          [cell('CÓDIGO RENAVAM', v.renavam), cell('PLACA', v.placa), cell('CHASSI', v.chassi)],
          [cell('MARCA / MODELO / VERSÃO', `${v.marca}/${v.modelo}`), cell('ANO FABRICAÇÃO', v.anoFab), cell('ANO MODELO', v.anoMod)],
          [cell('COR PREDOMINANTE', 'BRANCA'), cell('NÚMERO DO CRV', '123456789012'), cell('HODÔMETRO', '45210')],
        ],
      },
    },
    { text: ' ' },
    {
      columns: [
        party('IDENTIFICAÇÃO DO VENDEDOR', { nome: people.joao.nome, doc: dots(people.joao.cpf) }),
        party('IDENTIFICAÇÃO DO COMPRADOR', { nome: people.ana.nome, doc: dots(people.ana.cpf) }),
      ],
      columnGap: 30,
    },
    { text: ' ' },
    { columns: [cell('VALOR DECLARADO NA VENDA', 'R$ 58.900,00'), cell('DATA DECLARADA DA VENDA', '10/11/2026')] },
  ]);
}

/** A grey picture: what a scanner or a phone photo makes, with no text layer. */
function grayPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = (x * 7 + y * 13) % 256;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** 6. A scanned CRLV-e: one page holding a picture, no text at all. */
export const scannedDocument = () => pdf([{ image: `data:image/png;base64,${grayPng(200, 280).toString('base64')}`, width: 500 }]);

/** A PDF of something else: a letter with text and none of the vehicle document's labels. */
export const otherDocument = () =>
  pdf([
    { text: 'Declaração de residência', bold: true },
    { text: 'Declaro para os devidos fins que resido no endereço abaixo, na cidade do Rio de Janeiro, desde janeiro de 2020.' },
  ]);

/** A CRLV-e behind a password (pdfkit encrypts it with RC4/AES). */
export const encryptedDocument = async () => {
  const v = vehicles.gol;
  return pdf([{ text: `PLACA: ${v.placa}` }, { text: `RENAVAM: ${v.renavam}` }, { text: `CHASSI: ${v.chassi}` }], {
    userPassword: 'segredo',
    ownerPassword: 'dono',
  });
};

/** Starts like a PDF, then stops: a download cut short. */
export const malformedDocument = () => Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pa');
