// The DANFSe as an A4 PDF (issue 37, decision 080): the blocks of the national model in its order —
// identification with the chave and the QR code, prestador, tomador, serviço, tributação municipal,
// valor total — from what danfse-read.ts found in the authorised XML. Drawn by the shared PDF
// workers (renderPdf) with the shared field grid; the QR is pdfmake's, as the platform invoice's PIX.
import type { Content } from 'pdfmake/interfaces';
import {
  danfseCodes,
  danfseConsultationUrl,
  danfseLabels as L,
  groupedAccessKey,
  type DanfseEnvironment,
  type DanfseStatus,
} from '@despacha/domain/nfse/danfse';
import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatMoney } from '@despacha/domain/validators/money';
import { formatPhone } from '@despacha/domain/validators/phone';
import { fieldGrid } from '../../lib/pdf/fields.ts';
import { sectionTitle, type Margin } from '../../lib/pdf/layout.ts';
import { renderPdf } from '../../lib/pdf/render.ts';
import type { DanfseFacts, DanfsePerson } from './danfse-read.ts';

/** The stored document's side: what the XML alone does not say (its state) and what backs it up. */
export type DanfseDocument = {
  status: DanfseStatus;
  environment: DanfseEnvironment;
  accessKey: string | null;
  nfseNumber: string | null;
  cancelledAt: Date | null;
  cancelJustification: string | null;
  /** The number of the NFS-e that replaced a substituted one (decision 082). */
  substitutedByNumber?: string | null;
};

const dash = (value: string | null | undefined) => (value?.trim() ? value : L.none);
const money = (cents: number | null) => (cents === null ? L.none : formatMoney(cents));

/** "2026-01-10T12:00:00-03:00" as "10/01/2026 12:00:00", the offset said when it is not Brasília's. */
export function danfseDateTime(value: string | null): string {
  const m = value ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(.*)$/.exec(value) : null;
  if (!m) return dash(value);
  const offset = m[3] && m[3] !== '-03:00' ? ` (UTC${m[3] === 'Z' ? '' : m[3]})` : '';
  return `${formatBrDate(m[1]!)} ${m[2]}${offset}`;
}

/** The cancellation day in Brasília, as the screens show it. */
const brasiliaDay = (at: Date) => formatBrDate(new Date(at.getTime() - 3 * 3600_000).toISOString().slice(0, 10));

/** "5.00" (percent, as the layout writes it) as "5,00%". */
const rate = (value: string | null) => (value && /^\d{1,3}(\.\d{1,4})?$/.test(value) ? `${value.replace('.', ',')}%` : dash(value));

function personGrid(p: DanfsePerson, extra: { label: string; value: string; span?: number }[] = []): Content {
  return fieldGrid(
    [
      { label: L.document, value: p.document ? displayCpfOrCnpj(p.document) : L.none, span: 1 },
      { label: L.municipalRegistration, value: dash(p.municipalRegistration), span: 1 },
      { label: L.phone, value: p.phone ? formatPhone(p.phone) : L.none, span: 1 },
      { label: L.email, value: dash(p.email), span: 1 },
      { label: L.name, value: dash(p.name), span: 4 },
      { label: L.address, value: dash(p.address), span: 4 },
      ...extra,
    ],
    4,
  );
}

/** The QR and the address it opens, or the chave alone with the address "a confirmar". */
function consultation(url: string | null): Content {
  if (!url) return { text: L.qrToConfirm, fontSize: 8, margin: [0, 4, 0, 0] };
  return {
    columns: [
      { qr: url, fit: 92, eccLevel: 'M', width: 100 },
      {
        stack: [
          { text: L.qrHint, fontSize: 8 },
          { text: url, fontSize: 8, margin: [0, 3, 0, 0] as Margin },
        ],
        margin: [0, 8, 0, 0] as Margin,
      },
    ],
    margin: [0, 6, 0, 0],
  };
}

/** A cancelled or substituted NFS-e says so in red above everything, and when. */
function stateBanner(title: string, line: string | null): Content[] {
  return [
    { text: title, color: '#cc0000', bold: true, fontSize: 16, alignment: 'center' as const },
    { text: line ?? title, alignment: 'center' as const, fontSize: 9, margin: [0, 0, 0, 4] as Margin },
  ];
}

/** The document definition's content: built apart from the rendering so the QR's input is testable. */
export function danfseContent(f: DanfseFacts, d: DanfseDocument): Content[] {
  const environment = f.environment ?? d.environment;
  const accessKey = f.accessKey ?? d.accessKey;
  const cancelled = d.status === 'cancelada';
  const url = accessKey ? danfseConsultationUrl(accessKey, environment) : null;
  const dps = [f.dpsNumber, f.dpsSeries].filter(Boolean).join(' / ');
  return [
    { text: L.title, style: 'title', margin: [0, 0, 0, 4] },
    ...(environment === 'homologacao'
      ? [{ text: L.notValidInTest, color: '#cc0000', bold: true, alignment: 'center' as const, margin: [0, 0, 0, 4] as Margin }]
      : []),
    ...(cancelled ? stateBanner(L.cancelled, d.cancelledAt ? L.cancelledOn(brasiliaDay(d.cancelledAt), d.cancelJustification ?? L.none) : null) : []),
    ...(d.status === 'substituida'
      ? stateBanner(L.substituted, d.cancelledAt ? L.substitutedOn(brasiliaDay(d.cancelledAt), d.substitutedByNumber ?? L.none) : null)
      : []),
    sectionTitle(L.identification),
    fieldGrid(
      [
        { label: L.accessKey, value: accessKey ? groupedAccessKey(accessKey) : L.none, span: 4 },
        { label: L.number, value: dash(f.number ?? d.nfseNumber), span: 1 },
        { label: L.competence, value: f.competence ? formatBrDate(f.competence) : L.none, span: 1 },
        { label: L.issuedAt, value: danfseDateTime(f.issuedAt), span: 2 },
        { label: L.dpsNumber, value: dash(dps), span: 1 },
        { label: L.dpsIssuedAt, value: danfseDateTime(f.dpsIssuedAt), span: 1 },
        { label: L.status, value: L.situations[d.status], span: 1 },
        { label: L.environment, value: L.environments[environment], span: 1 },
      ],
      4,
    ),
    consultation(url),
    sectionTitle(L.provider),
    personGrid(f.provider, [{ label: L.simples, value: dash(f.provider.simples && danfseCodes.opSimpNac[f.provider.simples]), span: 4 }]),
    sectionTitle(L.customer),
    f.customer ? personGrid(f.customer) : { text: L.noCustomer, fontSize: 9, margin: [0, 4, 0, 0] },
    sectionTitle(L.service),
    fieldGrid(
      [
        { label: L.taxCode, value: dash(f.service.taxCode), span: 1 },
        { label: L.nbs, value: dash(f.service.nbs), span: 1 },
        { label: L.place, value: dash(f.service.place), span: 2 },
        { label: L.taxCodeDescription, value: dash(f.service.taxCodeDescription), span: 4 },
        { label: L.description, value: dash(f.service.description), span: 4 },
      ],
      4,
    ),
    sectionTitle(L.taxes),
    fieldGrid(
      [
        { label: L.issBase, value: money(f.values.issBase), span: 1 },
        { label: L.issRate, value: rate(f.values.issRate), span: 1 },
        { label: L.issValue, value: money(f.values.issValue), span: 1 },
        { label: L.issWithheld, value: dash(f.values.withheld && danfseCodes.tpRetISSQN[f.values.withheld]), span: 1 },
      ],
      4,
    ),
    sectionTitle(L.values),
    fieldGrid(
      [
        { label: L.serviceValue, value: money(f.values.service), span: 2 },
        { label: L.netValue, value: money(f.values.net), span: 2 },
      ],
      4,
    ),
  ];
}

/** The DANFSe PDF; a cancelled or substituted NFS-e's carries the word across the page as well. */
export function renderDanfse(f: DanfseFacts, d: DanfseDocument): Promise<Buffer> {
  const number = f.number ?? d.nfseNumber ?? '';
  return renderPdf(danfseContent(f, d), {
    title: `${L.title} ${number}`.trim(),
    watermark: d.status === 'cancelada' ? L.cancelled : d.status === 'substituida' ? L.substituted : undefined,
  });
}
