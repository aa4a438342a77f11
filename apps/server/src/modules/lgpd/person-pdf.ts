import type { Content, TableCell } from 'pdfmake/interfaces';
import { displayCode, requestCodeKinds, type RequestCodeKind } from '@despacha/domain/contracts/requests/code-fields';
import { getRequestType, type RequestType } from '@despacha/domain/contracts/requests/request-types';
import { requestFieldLabels } from '@despacha/domain/contracts/requests/labels';
import { lgpdPdfLabels } from '@despacha/domain/lgpd/pdf-labels';
import { ledgerMessages } from '@despacha/domain/ledger/messages';
import { lgpdMessages as m } from '@despacha/domain/lgpd/messages';
import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { formatMoney } from '@despacha/domain/validators/money';
import { sectionTitle } from '../../lib/pdf/layout.ts';
import { agencyDocument, type AgencyHeading } from '../../lib/pdf/render.ts';
import type { PersonData } from './person-data.ts';

// The person's data as a PDF: the same content as the JSON, each record a two-column table of
// its filled fields (an empty field says nothing about the person). Money keys end in "Cents" or
// sit in the computed `money` block and print as R$.

const MONEY_KEYS = new Set([
  'valor',
  'honorarios',
  'duvidas',
  'extras',
  'valorPago',
  'saldo',
  'total',
  'amount',
  'passThroughs',
  'agencyFees',
  'paid',
  'balance',
  'credit',
  'agencyReceived',
  'passThroughsReceived',
]);

// The registry's and the quotes' keys that hold a code, beside the request forms' own
// (code-fields.ts): a code prints as every other document shows it, ABC-1234, 529.982.247-25,
// (21) 98765-4321 (issue 35), while the JSON export keeps the stored value.
const RECORD_CODE_KINDS: Readonly<Record<string, RequestCodeKind>> = {
  cpf: 'document',
  cnpj: 'document',
  cpfCnpjAnt: 'document',
  customerDocument: 'document',
  cel: 'phone',
  telRes: 'phone',
  telCom: 'phone',
  customerPhone: 'phone',
  placaAnterior: 'plate',
  placaMercosul: 'plate',
  plate: 'plate',
  chassis: 'chassis',
};

function cellText(key: string, value: unknown): string {
  if (typeof value === 'number' && (MONEY_KEYS.has(key) || key.endsWith('Cents'))) return formatMoney(value);
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'object') return JSON.stringify(value);
  const code = requestCodeKinds[key] ?? RECORD_CODE_KINDS[key];
  return code && typeof value === 'string' ? displayCode(code, value) : String(value);
}

const label = (key: string, labels: Record<string, string>) => labels[key] ?? lgpdPdfLabels[key] ?? key;

/** A record's filled scalar fields, labelled; nested lists are printed by their own section. */
function recordTable(record: Record<string, unknown>): Content {
  const body: TableCell[][] = [];
  // A request form's own fields print with the form's labels.
  const formLabels = typeof record.type === 'string' && getRequestType(record.type as RequestType) ? requestFieldLabels(record.type as RequestType) : {};
  for (const [key, value] of Object.entries(record)) {
    if (value === null || value === undefined || value === '' || Array.isArray(value)) continue;
    if (typeof value === 'object' && key !== 'money' && key !== 'inspection' && key !== 'data') continue;
    if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        if (v === null || v === '' || typeof v === 'object') continue;
        const name = key === 'data' ? label(k, formLabels) : label(`${key}.${k}`, {});
        body.push([{ text: name, bold: true }, cellText(k, v)]);
      }
      continue;
    }
    const shown = key === 'type' ? (getRequestType(value as RequestType)?.title ?? String(value)) : cellText(key, value);
    body.push([{ text: label(key, {}), bold: true }, shown]);
  }
  if (!body.length) return { text: '—', margin: [0, 0, 0, 6] };
  return { table: { widths: [150, '*'], body }, layout: 'lightHorizontalLines', fontSize: 8, margin: [0, 0, 0, 8] };
}

function section(title: string, records: readonly object[]): Content[] {
  if (!records.length) return [];
  return [sectionTitle(`${title} (${records.length})`), ...records.map((r) => recordTable(r as Record<string, unknown>))];
}

export function personPdf(agency: AgencyHeading, data: PersonData): Promise<Buffer> {
  const c = m.counts;
  const services = data.services.map(({ movements, checklist, payments, expenses, ...rest }) => ({ ...rest, movements, checklist, payments, expenses }));
  const body: Content[] = [
    { text: m.pdfTitle, style: 'title' },
    {
      text: `CPF/CNPJ ${displayCpfOrCnpj(data.document)} · ${m.pdfGenerated(new Date(data.generatedAt).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }))}`,
      margin: [0, 0, 0, 10],
    },
    ...section(c.owners, data.owners),
    ...section(c.vehicles, data.vehicles),
  ];
  for (const s of services) {
    body.push(sectionTitle(`${c.services.slice(0, -1)} nº ${s.number}`), recordTable(s));
    for (const [title, list] of [
      ['Movimentações', s.movements],
      ['Checklist', s.checklist],
      [c.payments, s.payments],
      [ledgerMessages.expenses, s.expenses],
    ] as const) {
      if (list.length) body.push({ text: title, bold: true, margin: [0, 2, 0, 2] }, ...list.map((r) => recordTable(r)));
    }
  }
  body.push(
    ...section('Serviços como proprietário anterior', data.previousOwnerOf),
    ...section(c.requests, data.requests),
    ...section(c.files, data.files),
    ...section(c.quotes, data.quotes),
    ...section(m.pdfExigencias, data.exigencias),
    ...section(m.pdfConsents, data.consents),
    ...section(m.pdfNotifications, data.notifications),
  );
  return agencyDocument(agency, m.pdfTitle, body);
}
