import { PRODUCT_NAME } from '@despacha/domain/messages';
import type { MailMessage } from './mail.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Longest name a mail repeats: names are typed by whoever asks for the mail, possibly to a stranger. */
export const MAIL_NAME_MAX = 120;

/** One line, no control characters, at most MAIL_NAME_MAX characters (whole code points). */
export function mailName(name: string): string {
  // Format characters (bidi overrides, zero-width) go; line breaks and other controls become spaces.
  const line = name
    .replace(/\p{Cf}/gu, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .trim();
  const chars = Array.from(line);
  return chars.length <= MAIL_NAME_MAX
    ? line
    : `${chars
        .slice(0, MAIL_NAME_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

/** Who signs the mail: Configurações' platformName and supportEmail ('' = no support line). */
export type MailBrand = { platformName: string; supportEmail: string };
const defaultBrand: MailBrand = { platformName: PRODUCT_NAME, supportEmail: '' };

/** The closing lines every mail ends with: the support address when one is published, then the name. */
export function mailSignature(brand: MailBrand): { text: string; html: string } {
  const name = mailName(brand.platformName);
  const support = brand.supportEmail ? `Dúvidas? Escreva para ${brand.supportEmail}.` : '';
  return {
    text: `${support ? `${support}\n\n` : ''}${name}`,
    html: `${support ? `<p>${escape(support)}</p>` : ''}<p>${escape(name)}</p>`,
  };
}

function actionMail(to: string, subject: string, greeting: string, body: string, action: string, link: string, brand: MailBrand): MailMessage {
  const signature = mailSignature(brand);
  const text = `${greeting}\n\n${body}\n\n${action}: ${link}\n\nSe você não fez esta solicitação, ignore este email.\n\n${signature.text}`;
  const html = `<p>${escape(greeting)}</p><p>${escape(body)}</p><p><a href="${escape(link)}">${escape(action)}</a></p><p>Se você não fez esta solicitação, ignore este email.</p>${signature.html}`;
  return { to, subject, text, html, link };
}

// Until an address is confirmed, whoever signed it up may be a stranger to its owner: a mail to it
// carries no text that person chose, the name included (issue 32 item 11).
const greeting = (name: string | null) => (name ? `Olá, ${mailName(name)}!` : 'Olá!');

/** To an address not confirmed yet: no name. */
export const verificationMail = (to: string, link: string, brand: MailBrand = defaultBrand) =>
  actionMail(
    to,
    `Confirme seu email no ${mailName(brand.platformName)}`,
    greeting(null),
    'Confirme seu email para ativar sua conta.',
    'Confirmar email',
    link,
    brand,
  );

/** `name` null when the address is not confirmed. */
export const passwordResetMail = (to: string, name: string | null, link: string, brand: MailBrand = defaultBrand) =>
  actionMail(
    to,
    `Redefinição de senha do ${mailName(brand.platformName)}`,
    greeting(name),
    'Recebemos um pedido para redefinir sua senha. O link vale por 1 hora.',
    'Redefinir senha',
    link,
    brand,
  );

export const invitationMail = (to: string, name: string, inviter: string, link: string, brand: MailBrand = defaultBrand) =>
  actionMail(
    to,
    `Convite para o ${mailName(brand.platformName)}`,
    `Olá, ${mailName(name)}!`,
    `${mailName(inviter)} cadastrou você no ${mailName(brand.platformName)}. Defina sua senha para entrar. O link vale por 7 dias.`,
    'Definir senha',
    link,
    brand,
  );

/**
 * The owner's way past the account-wide slowdown (decision 052). Sent because strangers failed
 * passwords: it carries no text anyone typed, not even the account's name.
 */
export function unlockMail(to: string, link: string, hours: number, brand: MailBrand = defaultBrand): MailMessage {
  const platform = mailName(brand.platformName);
  const paragraphs = [
    'Olá!',
    'Houve muitas tentativas de entrar na sua conta com senha errada. Para protegê-la, navegadores em que você nunca entrou precisam esperar entre uma tentativa e outra; os navegadores em que você já entrou continuam funcionando normalmente.',
    `Para entrar agora de outro navegador, abra este link nele: esse navegador fica liberado para a sua conta. O link vale por ${hours} horas e pode ser usado uma vez.`,
  ];
  const after =
    'Se não foi você quem tentou entrar, nada foi liberado e sua senha continua valendo. Se suspeitar que alguém a conhece, troque-a em Minha conta.';
  const signature = mailSignature(brand);
  const action = 'Liberar acesso neste navegador';
  const text = `${paragraphs.join('\n\n')}\n\n${action}: ${link}\n\n${after}\n\n${signature.text}`;
  const html = `${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}<p><a href="${escape(link)}">${escape(action)}</a></p><p>${escape(after)}</p>${signature.html}`;
  return { to, subject: `Tentativas de acesso à sua conta no ${platform}`, text, html, link };
}
