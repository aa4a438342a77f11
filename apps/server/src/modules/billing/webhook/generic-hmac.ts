import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { paymentMethods } from '@despacha/domain/billing/settings';
import { PROVIDER_PAID_AT_MAX, PROVIDER_PAID_AT_MIN } from '@despacha/domain/billing/payment-anomalies';
import { MONEY_MAX_CENTS } from '@despacha/domain/limits';
import { UUID_PATTERN } from '@despacha/domain/validators/uuid';
import { WebhookRefusal, type PaymentProvider, type ProviderEvent } from './provider.ts';

export const SIGNATURE_HEADER = 'x-despacha-signature';
/** How far the signed timestamp may be from our clock, either way: a captured request replays no later. */
export const REPLAY_WINDOW_MS = 5 * 60_000;

const SIGNATURE = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;
const INT4_MAX = 2_147_483_647;
const PAID_AT_MIN = Date.parse(PROVIDER_PAID_AT_MIN);
const PAID_AT_MAX = Date.parse(PROVIDER_PAID_AT_MAX);

const eventBody = z.object({
  id: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/),
  type: z.string().min(1).max(64),
  data: z
    .object({
      invoiceNumber: z.number().int().min(1).max(INT4_MAX).optional(),
      invoiceId: z.string().regex(UUID_PATTERN).optional(),
      amountCents: z.number().int().min(1).max(MONEY_MAX_CENTS),
      paidAt: z
        .string()
        .max(40)
        .datetime({ offset: true })
        .refine((v) => Date.parse(v) >= PAID_AT_MIN && Date.parse(v) < PAID_AT_MAX),
      method: z.enum(paymentMethods),
    })
    .refine((d) => d.invoiceNumber !== undefined || d.invoiceId !== undefined),
});

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t." + raw body>`: what a sender computes. */
export function signGeneric(secret: string, rawBody: string | Buffer, unixSeconds: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`${unixSeconds}.`).update(rawBody).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** The provider-neutral HMAC scheme of our own (no provider's SDK): see decision 022. */
export function genericHmacProvider(secret: string): PaymentProvider {
  return {
    name: 'generic',
    verify(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): ProviderEvent {
      const header = headers[SIGNATURE_HEADER];
      const match = typeof header === 'string' ? SIGNATURE.exec(header.trim()) : null;
      if (!match) throw new WebhookRefusal('signature');
      const [, t, v1] = match as unknown as [string, string, string];
      const expected = crypto.createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
      // Both sides are 32 bytes (the header's shape was checked), as timingSafeEqual requires.
      if (!crypto.timingSafeEqual(expected, Buffer.from(v1, 'hex'))) throw new WebhookRefusal('signature');
      if (Math.abs(now.getTime() - Number(t) * 1000) > REPLAY_WINDOW_MS) throw new WebhookRefusal('signature');

      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(rawBody));
      } catch {
        throw new WebhookRefusal('malformed');
      }
      const parsed = eventBody.safeParse(json);
      if (!parsed.success) throw new WebhookRefusal('malformed');
      const { id, type, data } = parsed.data;
      return {
        id,
        type,
        invoiceNumber: data.invoiceNumber ?? null,
        invoiceId: data.invoiceId ?? null,
        amountCents: data.amountCents,
        paidAt: new Date(data.paidAt),
        method: data.method,
      };
    },
  };
}
