import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentMail, type PaymentMailFacts } from '@despacha/domain/billing/payments';
import type { Db } from '../../../db/client.ts';
import { agencies } from '../../../db/schema/index.ts';
import type { Mailer } from '../../../lib/mail.ts';
import { mailSignature } from '../../../lib/mail-templates.ts';
import { readSettings } from '../../settings/public.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * After a payment was committed: every process drops its cached copy of a reactivated agency (its
 * users work again at once), and the agency is told by e-mail. A mail that fails is logged, never
 * turned into a failed payment: the money is recorded either way.
 */
export async function afterPayment(
  app: FastifyInstance,
  deps: { db: Db; mailer: Mailer },
  agencyId: string,
  facts: PaymentMailFacts & { agencyReactivated: boolean },
): Promise<void> {
  if (facts.agencyReactivated) app.forgetAgency(agencyId);
  try {
    const [agency] = await deps.db.select({ email: agencies.email }).from(agencies).where(eq(agencies.id, agencyId));
    if (!agency) return;
    const mail = paymentMail.confirmed(facts);
    const signature = mailSignature((await readSettings(deps.db)).platform);
    await deps.mailer.send({
      to: agency.email,
      subject: mail.subject,
      text: `${mail.body}\n\n${signature.text}`,
      html: `<p>${escape(mail.body)}</p>${signature.html}`,
    });
  } catch (err) {
    app.log.error({ err, agencyId }, 'payment confirmation mail failed');
  }
}
