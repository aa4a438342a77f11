import type { ReadDocumentKind, ReadField, ReadFields } from '@despacha/domain/contracts/document-reading/read-document';
import { headingOf, labelOf, normalize, TITLES, type LabelRole, type Section } from './labels.ts';
import { plainText, type TextCell, type TextLine } from './text-lines.ts';
import {
  chassisValue,
  dateValue,
  documentValue,
  failed,
  makeAndModel,
  moneyValue,
  nameValue,
  placeValue,
  plateValue,
  renavamValue,
  speciesAndType,
  wordsValue,
  yearValue,
} from './field-values.ts';

// Label-driven reading (decision 056): each value is found by the label printed beside it, or
// above it in the same column, wherever the layout of the year or the state put the two. Which
// document it is comes from its title, or from finding the vehicle's labels.

export type ParseOutcome = { kind: 'read'; document: ReadDocumentKind; fields: ReadFields } | { kind: 'no-text' } | { kind: 'not-vehicle-document' };

type Classified = TextCell & { role: LabelRole | null; rest: string; heading: Section | null };
type Found = { role: LabelRole; section: Section; text: string };

/** Fewer letters than this is a scan (an image) whatever stray text a scanner app stamped on it. */
const MIN_LETTERS = 30;

function classify(cell: TextCell): Classified {
  const heading = headingOf(cell.text);
  const label = heading ? null : labelOf(cell.text);
  return { ...cell, heading, role: label?.role ?? null, rest: label?.rest ?? '' };
}

const isLabel = (c: Classified) => c.role !== null || c.heading !== null;
const overlap = (a: TextCell, b: TextCell) => Math.min(a.end, b.end) - Math.max(a.x, b.x);

/** The value printed below a label: the cell of the next line sharing most of its column. */
function valueBelow(lines: Classified[][], meta: TextLine[], at: number, label: Classified): string {
  const line = meta[at]!;
  for (let next = at + 1; next < lines.length && next <= at + 2; next++) {
    const below = meta[next]!;
    if (below.page !== line.page || line.y - below.y > 3.5 * line.size) return '';
    // A short label ("UF") still owns a value wider than itself: its column is widened to 40 pt.
    const column = { text: '', x: label.x - 2, end: Math.max(label.end, label.x + 40) };
    const candidates = lines[next]!.filter((c) => overlap(c, column) > 0).sort((a, b) => overlap(b, column) - overlap(a, column));
    const best = candidates[0];
    if (!best) continue;
    return isLabel(best) ? '' : best.text;
  }
  return '';
}

/** Every labelled value, in reading order, with the section (owner or buyer) it was printed in. */
function findValues(meta: TextLine[]): Found[] {
  const lines = meta.map((l) => l.cells.map(classify));
  const found: Found[] = [];
  let sections: { section: Section; x: number }[] = [];
  lines.forEach((cells, at) => {
    const headings = cells.filter((c) => c.heading).map((c) => ({ section: c.heading!, x: c.x }));
    if (headings.length) sections = headings;
    cells.forEach((cell, index) => {
      if (!cell.role) return;
      // Two parts side by side (seller | buyer): a label belongs to the heading at its left.
      const section = sections.filter((s) => s.x <= cell.x + 2).at(-1)?.section ?? sections[0]?.section ?? 'owner';
      let text = cell.rest;
      const beside = cells[index + 1];
      if (!text && beside && !isLabel(beside)) text = beside.text;
      if (!text) text = valueBelow(lines, meta, at, cell);
      found.push({ role: cell.role, section, text });
    });
  });
  return found;
}

function documentKind(lines: TextLine[], roles: Set<LabelRole>): ReadDocumentKind | null {
  const text = normalize(plainText(lines));
  const vehicleLabels = (['placa', 'renavam', 'chassi', 'marcaModelo'] as const).filter((r) => roles.has(r)).length;
  const titled = (Object.entries(TITLES) as [ReadDocumentKind, readonly string[]][]).find(([, titles]) => titles.some((t) => text.includes(t)))?.[0];
  // A title alone is not enough (a receipt may name the CRLV): its labels must be there too.
  if (titled && vehicleLabels >= 2) return titled;
  if (vehicleLabels >= 3) return titled ?? 'crlv-e';
  return null;
}

/** The fields of a CRLV-e or ATPV-e from its text lines. */
export function parseDocument(lines: TextLine[]): ParseOutcome {
  const letters = plainText(lines).match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS) return { kind: 'no-text' };
  const found = findValues(lines);
  const kind = documentKind(lines, new Set(found.map((f) => f.role)));
  if (!kind) return { kind: 'not-vehicle-document' };
  return { kind: 'read', document: kind, fields: fieldsOf(found) };
}

function fieldsOf(found: Found[]): ReadFields {
  const fields: ReadFields = {};
  /** The first value that passed wins; until one does, the first one read is kept to be marked. */
  const put = (key: keyof ReadFields, field: ReadField | undefined) => {
    if (!field) return;
    const current = fields[key];
    if (!current || (!current.ok && field.ok)) fields[key] = field;
  };
  // The chassis' check needs the manufacturing year, wherever the layout printed it.
  const year = found.map((f) => (f.role === 'anoFabricacao' ? yearValue(f.text) : null)).find((f) => f?.ok)?.value ?? '';
  for (const { role, section, text } of found) {
    const buyer = section === 'buyer';
    switch (role) {
      case 'placa':
        put('placa', plateValue(text));
        break;
      case 'placaAnterior':
        // A vehicle with no previous plate prints nothing (or a dash) there: nothing to read.
        if (/[A-Z0-9]/i.test(text)) put('placaAnterior', plateValue(text));
        break;
      case 'renavam':
        put('renavam', renavamValue(text));
        break;
      case 'chassi':
        put('chassi', chassisValue(text, year));
        break;
      case 'marcaModelo': {
        const { marca, modelo } = makeAndModel(text);
        put('marca', marca);
        put('modelo', modelo);
        break;
      }
      case 'anoFabricacao':
      case 'anoModelo':
      case 'exercicio':
        put(role, yearValue(text));
        break;
      case 'cor':
      case 'combustivel':
      case 'categoria':
      case 'especie':
      case 'tipo':
        put(role, wordsValue(text));
        break;
      case 'especieTipo': {
        const { especie, tipo } = speciesAndType(text);
        put('especie', especie);
        put('tipo', tipo);
        break;
      }
      case 'local': {
        const { municipio, uf } = placeValue(text);
        put('municipio', municipio);
        put('uf', uf);
        break;
      }
      case 'nome':
        put(buyer ? 'compradorNome' : 'proprietarioNome', nameValue(text));
        break;
      case 'documento':
        put(buyer ? 'compradorDocumento' : 'proprietarioDocumento', documentValue(text));
        break;
      case 'dataVenda':
        put('dataVenda', dateValue(text));
        break;
      case 'valorVenda':
        put('valorVenda', text ? moneyValue(text) : failed(text));
        break;
      case 'other':
        break;
    }
  }
  return fields;
}
