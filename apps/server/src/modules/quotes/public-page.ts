import { partialPlate } from '@despacha/domain/plate-privacy';
import { quoteMessages as m } from '@despacha/domain/quotes/messages';
import { quoteStatusLabel, type QuoteStatus } from '@despacha/domain/quotes/options';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatPhone } from '@despacha/domain/validators/phone';
import { lineAmount, totalText, type QuoteLine } from './quote-pdf.ts';

// The customer's page of a shared quote: plain HTML from the server (no SPA bundle, no script),
// phone-first, its few styles inline (the CSP's style-src-elem allows them; nothing else is inline).
// It holds no CPF/CNPJ, phone or e-mail of the customer, and the plate only partly.

const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:34rem;margin:0 auto;padding:1rem}section{background:#fff;border-radius:.75rem;padding:1rem 1.1rem;margin:0 0 1rem;box-shadow:0 1px 2px #0001}
h1{font-size:1.3rem;margin:.2rem 0}h2{font-size:1rem;margin:0 0 .5rem}p{margin:.3rem 0}.muted{color:#475569;font-size:.9rem}
table{width:100%;border-collapse:collapse}td{padding:.45rem 0;border-bottom:1px solid #e2e8f0}td:last-child{text-align:right;white-space:nowrap;padding-left:.75rem}
tr.total td{font-weight:700;border-bottom:0;font-size:1.1rem}.status{font-weight:600}.actions{display:flex;gap:.75rem;flex-wrap:wrap}
.actions form{flex:1 1 10rem;margin:0}button{width:100%;min-height:3rem;border:0;border-radius:.6rem;font:inherit;font-weight:600;cursor:pointer}
.accept{background:#15803d;color:#fff}.refuse{background:#e2e8f0;color:#0f172a}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export type PublicQuote = {
  agency: { name: string; phone: string | null; email: string };
  number: number;
  customerName: string;
  serviceLabel: string;
  plate: string;
  lines: QuoteLine[];
  total: number;
  /** Null: the DETRAN fee is "a confirmar" (left out of the total). */
  detranFee: number | null;
  validUntil: string;
  status: QuoteStatus;
  token: string;
};

/** The agency's phone and e-mail, escaped, on one line. */
const contactLine = (agency: PublicQuote['agency']) => [agency.phone ? formatPhone(agency.phone) : '', agency.email].filter(Boolean).map(esc).join(' · ');

export function quotePage(q: PublicQuote): string {
  const contacts = contactLine(q.agency);
  const rows = q.lines.map((l) => `<tr><td>${esc(l.label)}</td><td>${esc(lineAmount(l.amount))}</td></tr>`).join('');
  const open = q.status === 'rascunho' || q.status === 'enviado';
  const answer = open
    ? `<div class="actions"><form method="post" action="/orcamento/${q.token}/aceitar"><button class="accept" type="submit">${m.publicAccept}</button></form>` +
      `<form method="post" action="/orcamento/${q.token}/recusar"><button class="refuse" type="submit">${m.publicRefuse}</button></form></div>`
    : `<p class="status" role="status">${esc(statusText(q.status))}</p>`;
  const plate = q.plate ? partialPlate(q.plate) : '';
  return page(
    `${m.publicHeading(q.number)} — ${q.agency.name}`,
    `<section><p class="muted">${esc(q.agency.name)}</p><h1>${m.publicHeading(q.number)}</h1><p>${esc(m.publicFor(q.customerName))}</p>` +
      `<p><strong>${esc(q.serviceLabel)}</strong>${plate ? ` · ${m.plateLabel} ${esc(plate)}` : ''}</p></section>` +
      `<section><table><tbody>${rows}<tr class="total"><td>${m.total}</td><td>${esc(totalText(q.total, q.detranFee))}</td></tr></tbody></table>` +
      `<p class="muted">${esc(m.pdfValidity(formatBrDate(q.validUntil)))}</p></section>` +
      `<section>${answer}</section>` +
      (contacts ? `<section><h2>${m.publicContacts}</h2><p>${contacts}</p></section>` : ''),
  );
}

function statusText(status: QuoteStatus): string {
  if (status === 'aceito' || status === 'convertido') return m.publicAccepted;
  if (status === 'recusado') return m.publicRefused;
  if (status === 'expirado') return m.publicExpired;
  return m.publicAnswered(quoteStatusLabel(status));
}

/** The one answer for any link that does not lead to a quote: same body whatever the reason. */
export const notFoundPage = () => page(m.publicNotFound, `<section><h1>${m.publicNotFound}</h1><p>${m.publicNotFoundHint}</p></section>`);

/** A blocked agency's quote (decision 048): who to talk to, no prices and no buttons. */
export function unavailablePage(agency: PublicQuote['agency']): string {
  const contacts = contactLine(agency);
  return page(
    `${m.publicUnavailable} — ${agency.name}`,
    `<section><p class="muted">${esc(agency.name)}</p><h1>${m.publicUnavailable}</h1><p>${m.publicUnavailableHint}</p>${contacts ? `<p>${contacts}</p>` : ''}</section>`,
  );
}

export const tooManyPage = () => page(m.publicTooMany, `<section><h1>${m.publicTooMany}</h1></section>`);
