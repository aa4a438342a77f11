import { importFieldKeys, type ImportFieldKey } from './field-keys.ts';
import { importFields } from './fields.ts';

// Importar dados: the automatic matching of a file's header row to the fields (fields.ts).
//
// Matching works on words, not characters: a header is folded (accents, case, punctuation,
// camelCase and snake_case of database exports), its abbreviations written out ("Dt." → data,
// "Cód." → codigo, "VEIC" → veiculo), plurals, linking words ("de", "do") and bare numbers dropped. Then:
//   - the same words as a synonym (or the label): 100; the same letters run together ("CPFCNPJ"): 95;
//   - a synonym's words all inside a longer header ("CPF do proprietário atual"): 45..90 by the
//     share of the header they cover, a little less the later they start. A synonym of one
//     generic word ("data", "valor", "nome", "tipo"...) never counts inside a longer header, and
//     no header holding "anterior", "ex", "id" or "cents" is taken by containment at all;
//   - below 55, nothing.
// Each field goes to at most one header, the best score first (ties: the leftmost header).

// ---- Word folding -------------------------------------------------------------------------

/** Abbreviations and spellings written out; keys and values are folded words. */
const WORDS: Record<string, string> = {
  dt: 'data',
  dta: 'data',
  dat: 'data',
  cod: 'codigo',
  cd: 'codigo',
  veic: 'veiculo',
  vei: 'veiculo',
  veicul: 'veiculo',
  vlr: 'valor',
  vl: 'valor',
  val: 'valor',
  valore: 'valor',
  tel: 'telefone',
  fone: 'telefone',
  telef: 'telefone',
  fon: 'telefone',
  cel: 'celular',
  movel: 'celular',
  whats: 'whatsapp',
  wpp: 'whatsapp',
  zap: 'whatsapp',
  wats: 'whatsapp',
  watsapp: 'whatsapp',
  mail: 'email',
  prop: 'proprietario',
  propr: 'proprietario',
  proprietaria: 'proprietario',
  num: 'numero',
  nro: 'numero',
  nr: 'numero',
  n: 'numero',
  no: 'numero',
  nmr: 'numero',
  end: 'endereco',
  ender: 'endereco',
  endereco: 'endereco',
  compl: 'complemento',
  comp: 'complemento',
  mun: 'municipio',
  munic: 'municipio',
  cid: 'cidade',
  nasc: 'nascimento',
  nascto: 'nascimento',
  fab: 'fabricacao',
  fabric: 'fabricacao',
  mod: 'modelo',
  obs: 'observacao',
  observacoe: 'observacao',
  ob: 'observacao',
  hon: 'honorario',
  honor: 'honorario',
  honorar: 'honorario',
  res: 'residencial',
  resid: 'residencial',
  com: 'comercial',
  coml: 'comercial',
  cad: 'cadastro',
  proc: 'processo',
  pgto: 'pagamento',
  pagto: 'pagamento',
  receb: 'recebido',
  cli: 'cliente',
  tp: 'tipo',
  serv: 'servico',
  svc: 'servico',
  comb: 'combustivel',
  combust: 'combustivel',
  cat: 'categoria',
  categ: 'categoria',
  esp: 'especie',
  renavan: 'renavam',
  chassi: 'chassi',
  doc: 'documento',
  docto: 'documento',
  desc: 'descricao',
  descr: 'descricao',
  orig: 'origem',
  ant: 'anterior',
  centavo: 'cents',
  cent: 'cents',
};

/** Linking words that say nothing about the field. */
const STOP = new Set(['de', 'do', 'da', 'dos', 'das', 'e', 'o', 'a', 'os', 'as', 'em', 'para', 'pra', 'por', 'ou', 'ao', 'of', 'the']);

/** A header holding one of these is never taken by containment: another record's or the system's column. */
const BLOCKERS = new Set(['anterior', 'antigo', 'antiga', 'ex', 'id', 'uuid', 'cents', 'vendedor', 'comprador']);

/** Words too common to stand for a field inside a longer header (only an exact header means the field). */
const GENERIC = new Set([
  'data',
  'valor',
  'nome',
  'tipo',
  'numero',
  'documento',
  'cliente',
  'proprietario',
  'titular',
  'servico',
  'estado',
  'telefone',
  'pago',
  'recebido',
  'ano',
  'codigo',
  'veiculo',
  'total',
  'processo',
  'contato',
  'empresa',
  'entrada',
  'abertura',
  'comercial',
  'residencial',
  'fixo',
  'guia',
  'fase',
  'andamento',
  'previsao',
  'pagamento',
  'detran',
  'rua',
  'fabricacao',
  'notas',
]);

/** Folds a text for comparing: no accents, lower case, words apart (camelCase and snake_case split). */
export function foldHeader(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      // camelCase of an export's field names ('anoFabricacao', 'telRes'), not 'WhatsApp' or 'CPF'.
      .replace(/\b[a-z]+(?:[A-Z][a-z0-9]+)+\b/g, (w) => w.replace(/([a-z0-9])([A-Z])/g, '$1 $2'))
      .toLowerCase()
      .replace(/\be[\s_.-]*mail\b/g, 'email')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
  );
}

function word(w: string): string {
  const direct = WORDS[w];
  if (direct) return direct;
  // Plurals: 'taxas', 'chassis', 'honorarios', 'servicos' (never 'res', 'obs', 'cps').
  const single = w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
  return WORDS[single] ?? single;
}

/** The meaningful words of a header, written out. */
export function headerWords(text: string): string[] {
  const words: string[] = [];
  for (const w of foldHeader(text).split(' ')) {
    // A bare number tells columns apart ('Telefone 1', 'Telefone 2'), not what they hold.
    if (w === '' || STOP.has(w) || /^\d+$/.test(w)) continue;
    words.push(word(w));
  }
  return words;
}

// ---- Scoring ----------------------------------------------------------------------------

type Phrase = { words: string[]; compact: string };
const phrase = (text: string): Phrase => {
  const words = headerWords(text);
  return { words, compact: words.join('') };
};

const fieldPhrases: { key: ImportFieldKey; phrases: Phrase[] }[] = importFields.map((f) => ({
  key: f.key,
  phrases: [f.label, f.key.slice(f.key.indexOf('.') + 1), ...f.synonyms].map(phrase).filter((p) => p.words.length > 0),
}));

const MIN_SCORE = 55;

function score(header: Phrase, blocked: boolean, target: Phrase): number {
  if (header.words.length === target.words.length && header.words.every((w, i) => w === target.words[i])) return 100;
  if (header.compact === target.compact) return 95;
  if (blocked || header.words.length <= target.words.length) return 0;
  if (target.words.length === 1 && GENERIC.has(target.words[0]!)) return 0;
  let first = -1;
  for (const w of target.words) {
    const at = header.words.indexOf(w);
    if (at < 0) return 0;
    if (first < 0 || at < first) first = at;
  }
  return 45 + (45 * target.words.length) / header.words.length - 0.5 * first;
}

/** The best score of each field for one header (fields under MIN_SCORE left out). */
function headerScores(text: string): { key: ImportFieldKey; score: number }[] {
  const header = phrase(text);
  if (header.words.length === 0) return [];
  const blocked = header.words.some((w) => BLOCKERS.has(w));
  const out: { key: ImportFieldKey; score: number }[] = [];
  for (const f of fieldPhrases) {
    let best = 0;
    for (const p of f.phrases) best = Math.max(best, score(header, blocked, p));
    if (best >= MIN_SCORE) out.push({ key: f.key, score: best });
  }
  return out;
}

const keySet = new Set<string>(importFieldKeys);
const fieldOrder = new Map(importFieldKeys.map((k, i) => [k, i]));

/** Fields that mean nothing without the service's type in the same file; in a vehicles file their headers are the vehicle's ('posicao', 'origem_servico'). */
const SERVICE_ONLY: ReadonlySet<ImportFieldKey> = new Set<ImportFieldKey>(['service.posicao', 'service.status', 'service.origem']);

/**
 * The field each header fills, in the headers' order, or null. A header whose folded text equals
 * one the agency mapped before (`remembered`: header text → field) takes that field first; the
 * rest are matched by name and synonyms, each field to one header at most. Headers matched to
 * the service's position, status or origin are left unmatched when no header is the service's type.
 */
export function matchHeaders(headers: readonly string[], remembered?: Readonly<Record<string, ImportFieldKey>>): (ImportFieldKey | null)[] {
  const result: (ImportFieldKey | null)[] = headers.map(() => null);
  const taken = new Set<ImportFieldKey>();
  const fromMemory = new Set<number>();

  if (remembered) {
    const memory = new Map<string, ImportFieldKey>();
    for (const [text, key] of Object.entries(remembered)) {
      const folded = foldHeader(text);
      if (folded && keySet.has(key) && !memory.has(folded)) memory.set(folded, key);
    }
    headers.forEach((h, i) => {
      const key = memory.get(foldHeader(h));
      if (key && !taken.has(key)) {
        result[i] = key;
        taken.add(key);
        fromMemory.add(i);
      }
    });
  }

  const candidates: { header: number; key: ImportFieldKey; score: number }[] = [];
  headers.forEach((h, i) => {
    if (result[i] !== null) return;
    for (const s of headerScores(h)) if (!taken.has(s.key)) candidates.push({ header: i, ...s });
  });
  candidates.sort((a, b) => b.score - a.score || a.header - b.header || fieldOrder.get(a.key)! - fieldOrder.get(b.key)!);
  for (const c of candidates) {
    if (result[c.header] !== null || taken.has(c.key)) continue;
    result[c.header] = c.key;
    taken.add(c.key);
  }

  if (!taken.has('service.servico')) {
    result.forEach((key, i) => {
      if (key && SERVICE_ONLY.has(key) && !fromMemory.has(i)) result[i] = null;
    });
  }
  return result;
}
