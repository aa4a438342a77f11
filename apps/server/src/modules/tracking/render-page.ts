import { formatBrDate } from '@despacha/domain/validators/date';
import { amountText } from '@despacha/domain/money/fee-display';
import { formatPhone } from '@despacha/domain/validators/phone';
import { customerStageText } from '@despacha/domain/process/stages';
import { trackingPageTexts as t } from '@despacha/domain/tracking/messages';
import type { PublicView } from './public-view.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const dateTime = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

// Phone-first, no script, no external file: the CSP's style-src-elem admits this one inline sheet.
const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f1f5f9}
main{max-width:36rem;margin:0 auto;padding:1rem}header{padding:1rem 0}h1{font-size:1.25rem;margin:0}h2{font-size:1rem;margin:0 0 .5rem}
.agency{color:#475569;font-size:.9rem;margin:.25rem 0 0}section{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem;margin:0 0 .75rem}
.plate{font-family:ui-monospace,monospace;font-size:1.1rem;letter-spacing:.05em}.status{font-weight:600;color:#1d4ed8}
ol{list-style:none;margin:0;padding:0}li{padding:.35rem 0;border-bottom:1px solid #f1f5f9}li:last-child{border:0}.when{color:#475569;font-size:.85rem;display:block}
ul{margin:0;padding-left:1.2rem}.due{font-size:1.5rem;font-weight:700}textarea{width:100%;font:12px ui-monospace,monospace;padding:.5rem;border:1px solid #cbd5e1;border-radius:.5rem;resize:none}
.qr svg{width:100%;max-width:16rem;height:auto;display:block;margin:.5rem auto}footer{color:#475569;font-size:.8rem;padding:.5rem 0 2rem}a{color:#1d4ed8}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The one answer for every token that does not open a page: unknown, revoked, expired or malformed look alike. */
export const notFoundPage = () => page(t.notFoundTitle, `<header><h1>${escape(t.notFoundTitle)}</h1></header><section><p>${escape(t.notFound)}</p></section>`);

export const tooManyPage = () => page(t.tooManyTitle, `<header><h1>${escape(t.tooManyTitle)}</h1></header><section><p>${escape(t.tooMany)}</p></section>`);

export function trackingPage(v: PublicView, pix: { brCode: string; qrSvg: string } | null): string {
  const timeline = v.movements.length
    ? `<ol>${[...v.movements]
        .reverse()
        .map((m) => `<li>${escape(customerStageText(m.stage))}<span class="when">${escape(formatBrDate(m.movedOn))}</span></li>`)
        .join('')}</ol>`
    : `<p>${escape(t.noMovement)}</p>`;
  const missing = v.missing.length ? `<ul>${v.missing.map((d) => `<li>${escape(d)}</li>`).join('')}</ul>` : `<p>${escape(t.noneMissing)}</p>`;
  const inspection = v.inspection
    ? `<section><h2>${escape(t.inspection)}</h2><p>${escape(t.inspectionAt(formatBrDate(v.inspection.data), v.inspection.hora))}</p>${
        v.inspection.posto ? `<p>${escape(t.inspectionPlace)}: ${escape(v.inspection.posto)}</p>` : ''
      }</section>`
    : '';
  const due =
    v.dueCents > 0 || v.feeToConfirm
      ? `<section><h2>${escape(t.due)}</h2><p class="due">${escape(amountText(v.dueCents, v.feeToConfirm))}</p>${
          pix
            ? `<div class="qr" role="img" aria-label="${escape(t.pixQrLabel)}">${pix.qrSvg}</div><label for="pix"><strong>${escape(t.pixCopy)}</strong></label><textarea id="pix" rows="4" readonly>${escape(pix.brCode)}</textarea><p class="when">${escape(t.pixHint)}</p>`
            : ''
        }</section>`
      : `<section><h2>${escape(t.due)}</h2><p>${escape(t.paid)}</p></section>`;
  const contacts = [v.agency.phone, v.agency.email]
    .filter(Boolean)
    .map((c) =>
      c.includes('@') ? `<a href="mailto:${escape(c)}">${escape(c)}</a>` : `<a href="tel:${escape(c.replace(/[^\d+]/g, ''))}">${escape(formatPhone(c))}</a>`,
    )
    .join(' · ');
  return page(
    `${t.title} — ${v.agency.name}`,
    `<header><h1>${escape(t.title)}</h1><p class="agency">${escape(v.agency.name)}</p></header>
<section><h2>${escape(t.number(v.service.number))}</h2><p>${escape(t.service)}: ${escape(v.service.label)}</p><p>${escape(t.vehicle)}: <span class="plate">${escape(v.plate)}</span></p><p class="status">${escape(customerStageText(v.service.stage))}</p><p class="when">${escape(t.updatedAt(dateTime.format(v.service.updatedAt)))}</p></section>
<section><h2>${escape(t.timeline)}</h2>${timeline}</section>
<section><h2>${escape(t.missing)}</h2>${missing}</section>
${inspection}${due}
${contacts ? `<section><h2>${escape(t.contacts)}</h2><p>${contacts}</p></section>` : ''}
<footer>${escape(t.footer)}</footer>`,
  );
}
