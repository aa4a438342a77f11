import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentMethod } from '@despacha/domain/billing/settings';

/** A payment provider's event, whatever its wire format: what billing needs to record a payment. */
export type ProviderEvent = {
  /** The provider's event id: with the provider's name, unique among payments (idempotency). */
  id: string;
  type: string;
  /** The invoice, by its platform-wide number (the PIX txid carries it) or its id. */
  invoiceNumber: number | null;
  invoiceId: string | null;
  amountCents: number;
  paidAt: Date;
  method: PaymentMethod;
};

/** The event type that records a payment; any other but PAYMENT_FAILED is acknowledged and ignored. */
export const PAYMENT_CONFIRMED = 'payment.confirmed';
/** A charge the provider refused (card declined, PIX or boleto expired): kept as a failed payment, administrators told. */
export const PAYMENT_FAILED = 'payment.failed';

/**
 * One provider behind the webhook. `verify` checks authenticity on the raw bytes before reading
 * them, then parses; it throws WebhookRefusal, never anything else, for a request to refuse.
 */
export interface PaymentProvider {
  readonly name: string;
  verify(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): ProviderEvent;
}

/** signature: 401 (forged, wrong secret, replayed outside the window); malformed: 400. */
export class WebhookRefusal extends Error {
  constructor(readonly kind: 'signature' | 'malformed') {
    super(kind);
  }
}
