// The labels a CRLV-e or an ATPV-e prints beside (or above) its values, as docs/crlv-e-layout.md
// describes them, with the spellings seen across years and states. Written without accents and
// upper-case; a label matches any accents, case and spacing ("Marca / Modelo / Versão" is
// MARCA/MODELO/VERSAO) and may end with ':' or '-'.

/** What a label introduces. 'other': a label of the document the reading does not use (a stop). */
export type LabelRole =
  | 'placa'
  | 'placaAnterior'
  | 'renavam'
  | 'chassi'
  | 'marcaModelo'
  | 'anoFabricacao'
  | 'anoModelo'
  | 'cor'
  | 'combustivel'
  | 'especieTipo'
  | 'especie'
  | 'tipo'
  | 'categoria'
  | 'local'
  | 'exercicio'
  | 'nome'
  | 'documento'
  | 'dataVenda'
  | 'valorVenda'
  | 'other';

const LABELS: Record<LabelRole, string[]> = {
  placa: ['PLACA'],
  placaAnterior: ['PLACA ANTERIOR/UF', 'PLACA ANTERIOR'],
  renavam: ['CODIGO RENAVAM', 'COD. RENAVAM', 'COD RENAVAM', 'RENAVAM'],
  chassi: ['CHASSI', 'CHASSIS', 'NUMERO DO CHASSI', 'NUMERO CHASSI', 'N. CHASSI'],
  marcaModelo: ['MARCA/MODELO/VERSAO', 'MARCA/MODELO', 'MARCA/MOD./VERSAO'],
  anoFabricacao: ['ANO FABRICACAO', 'ANO DE FABRICACAO', 'ANO FAB.', 'ANO FAB'],
  anoModelo: ['ANO MODELO', 'ANO DO MODELO', 'ANO MOD.', 'ANO MOD'],
  cor: ['COR PREDOMINANTE', 'COR PREDOM.', 'COR'],
  combustivel: ['COMBUSTIVEL'],
  especieTipo: ['ESPECIE/TIPO', 'ESPECIE / TIPO'],
  especie: ['ESPECIE'],
  tipo: ['TIPO'],
  categoria: ['CATEGORIA'],
  local: ['LOCAL', 'MUNICIPIO/UF', 'LOCAL DE REGISTRO'],
  exercicio: ['EXERCICIO'],
  nome: ['NOME', 'NOME DO PROPRIETARIO', 'NOME/RAZAO SOCIAL', 'NOME DO VENDEDOR', 'NOME DO COMPRADOR'],
  documento: ['CPF/CNPJ', 'CPF / CNPJ', 'CNPJ/CPF', 'CPF', 'CNPJ'],
  dataVenda: ['DATA DECLARADA DA VENDA', 'DATA DA VENDA', 'DATA DE VENDA', 'DATA DA ALIENACAO'],
  valorVenda: ['VALOR DECLARADO NA VENDA', 'VALOR DECLARADO DA VENDA', 'VALOR DA VENDA', 'VALOR DE VENDA', 'VALOR DECLARADO', 'VALOR'],
  other: [
    'DATA',
    'VIA',
    'CAPACIDADE',
    'POTENCIA/CILINDRADA',
    'POTENCIA/CIL',
    'PESO BRUTO TOTAL',
    'PBT',
    'MOTOR',
    'NUMERO DO MOTOR',
    'CMT',
    'EIXOS',
    'LOTACAO',
    'CARROCERIA',
    'OBSERVACOES',
    'OBSERVACOES DO VEICULO',
    'MENSAGENS SENATRAN',
    'NUMERO DO CRV',
    'N. DO CRV',
    'CODIGO DE SEGURANCA DO CRV',
    'CODIGO DE SEGURANCA CLA',
    'NUMERO ATPV-E',
    'NUMERO DA ATPV-E',
    'HODOMETRO',
    'QUILOMETRAGEM',
    'E-MAIL',
    'EMAIL',
    'ENDERECO',
    'MUNICIPIO',
    'UF',
    'CEP',
    'RNTRC',
    'DPVAT',
  ],
};

/** Headings that open the seller's or the buyer's part of an ATPV-e: NOME and CPF/CNPJ under them are theirs. */
export type Section = 'owner' | 'buyer';
const HEADINGS: Record<Section, string[]> = {
  owner: ['IDENTIFICACAO DO VENDEDOR', 'DADOS DO VENDEDOR', 'VENDEDOR', 'IDENTIFICACAO DO PROPRIETARIO', 'DADOS DO PROPRIETARIO', 'PROPRIETARIO'],
  buyer: ['IDENTIFICACAO DO COMPRADOR', 'DADOS DO COMPRADOR', 'COMPRADOR', 'ADQUIRENTE', 'IDENTIFICACAO DO ADQUIRENTE'],
};

/** Titles that say which document this is (normalised text contains one). */
export const TITLES = {
  'atpv-e': ['AUTORIZACAO PARA TRANSFERENCIA DE PROPRIEDADE', 'ATPV-E', 'ATPVE'],
  'crlv-e': ['CERTIFICADO DE REGISTRO E LICENCIAMENTO', 'CRLV-E', 'CRLVE', 'CRLV'],
} as const;

/** Upper-case, no accents, one space, none around '/': how labels and titles are compared. */
export const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .trim();

// Each letter of a label also matches its accented forms; '/' takes spaces around it; '.' may be absent.
const ACCENTED: Record<string, string> = { A: 'AÁÀÂÃÄ', E: 'EÉÈÊË', I: 'IÍÌÎÏ', O: 'OÓÒÔÕÖ', U: 'UÚÙÛÜ', C: 'CÇ', N: 'NÑ' };
const escape = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(label: string): RegExp {
  let source = '';
  for (const ch of normalize(label)) {
    if (ch === '/') source += '\\s*/\\s*';
    else if (ch === ' ') source += '\\s+';
    else if (ch === '.') source += '\\.?';
    else if (ACCENTED[ch]) source += `[${ACCENTED[ch]}${ACCENTED[ch].toLowerCase()}]`;
    else source += escape(ch);
  }
  // The label, then its end (no letter or digit glued to it), and any ':' or '-' and spaces after it.
  return new RegExp(`^${source}(?![\\p{L}\\p{N}])[\\s:\\-–]*`, 'iu');
}

type Compiled = { role: LabelRole; length: number; pattern: RegExp };
// Longest first: "PLACA ANTERIOR/UF" before "PLACA", "COR PREDOMINANTE" before "COR".
const COMPILED: Compiled[] = (Object.entries(LABELS) as [LabelRole, string[]][])
  .flatMap(([role, labels]) => labels.map((label) => ({ role, length: normalize(label).length, pattern: patternOf(label) })))
  .sort((a, b) => b.length - a.length);

/** The label a cell starts with, and the text after it (a value printed beside it), or null. */
export function labelOf(text: string): { role: LabelRole; rest: string } | null {
  for (const label of COMPILED) {
    const m = label.pattern.exec(text);
    if (m) return { role: label.role, rest: text.slice(m[0].length).trim() };
  }
  return null;
}

/** The section a cell's whole text opens, if it is one of the headings. */
export function headingOf(text: string): Section | null {
  const t = normalize(text)
    .replace(/[:\-–]$/, '')
    .trim();
  for (const [section, headings] of Object.entries(HEADINGS) as [Section, string[]][]) {
    if (headings.includes(t)) return section;
  }
  return null;
}
