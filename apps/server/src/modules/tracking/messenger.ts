import { trackingPageTexts as t } from '@despacha/domain/tracking/messages';
import { whatsappMobile, whatsappUrl } from '@despacha/domain/tracking/present';
import type { Mailer } from '../../lib/mail.ts';
import { mailName } from '../../lib/mail-templates.ts';

/** What changed on a customer's service, with no personal data: the link carries the rest. */
export type CustomerUpdate = {
  agencyName: string;
  serviceNumber: number;
  serviceLabel: string;
  /** Already masked. */
  plate: string;
  /** The position in the customer's words, or the vistoria's date and place. */
  headline: string;
  link: string;
};

/**
 * A way to reach a customer. A provider either delivers by itself (`send`: e-mail today, an
 * official WhatsApp Business API later) or hands the dispatcher a prefilled link to deliver by
 * hand (`handoffUrl`: wa.me, as WhatsApp offers no sending without its paid API).
 */
export interface CustomerMessenger {
  readonly channel: 'email' | 'whatsapp';
  send?(to: string, update: CustomerUpdate): Promise<boolean>;
  handoffUrl?(to: string, update: CustomerUpdate): string | null;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function emailMessenger(mailer: Mailer): CustomerMessenger {
  return {
    channel: 'email',
    async send(to, u) {
      const agency = mailName(u.agencyName);
      const lines = [t.mailIntro(u.serviceLabel, u.plate), u.headline];
      const text = `${lines.join('\n')}\n\n${t.mailLink} ${u.link}\n\n${t.mailFooter}\n\n${agency}`;
      const html = `${lines.map((l) => `<p>${escape(l)}</p>`).join('')}<p>${escape(t.mailLink)} <a href="${escape(u.link)}">${escape(u.link)}</a></p><p>${escape(t.mailFooter)}</p><p>${escape(agency)}</p>`;
      // No `link` field: the outbox would print it in the server log, and this one is a bearer token.
      return mailer.send({ to, subject: t.mailSubject(agency, u.serviceNumber), text, html });
    },
  };
}

export function whatsappLinkMessenger(): CustomerMessenger {
  return {
    channel: 'whatsapp',
    handoffUrl(to, u) {
      const mobile = whatsappMobile(to);
      return mobile ? whatsappUrl(mobile, t.whatsappText(u.agencyName, u.serviceLabel, u.plate, u.link)) : null;
    },
  };
}
