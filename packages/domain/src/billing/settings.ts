// The platform's billing settings (issue 14): stored as the 'billing' document of
// platform_settings, each key falling back to these defaults. Admins edit them (Faturamento).

export const paymentMethods = ['pix', 'boleto', 'cartao', 'transferencia'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  pix: 'PIX',
  boleto: 'Boleto',
  cartao: 'Cartão',
  transferencia: 'Transferência',
};

export type BillingSettings = {
  /** Days from issue to due date. */
  dueDays: number;
  /** Days overdue after which the agency is suspended ("Inadimplência"). */
  suspendAfterDays: number;
  /** Days before the due date the first reminder goes out. */
  remindBeforeDays: number;
  /** Taxes on gross revenue, in basis points (1000 = 10%). */
  taxRateBps: number;
  /** Processing fee per payment method, in basis points of the amount. */
  processingFeeBps: Record<PaymentMethod, number>;
  /** PIX key the invoices' BR Code pays to, and the merchant data the code carries. */
  pixKey: string;
  pixMerchantName: string;
  pixMerchantCity: string;
  /** Issuer printed on invoices. */
  issuerName: string;
  issuerCnpj: string;
  issuerAddress: string;
};

export const defaultBillingSettings: BillingSettings = {
  dueDays: 10,
  suspendAfterDays: 15,
  remindBeforeDays: 3,
  taxRateBps: 1000,
  processingFeeBps: { pix: 0, boleto: 0, cartao: 0, transferencia: 0 },
  pixKey: '',
  pixMerchantName: '',
  pixMerchantCity: '',
  issuerName: 'Despacha',
  issuerCnpj: '',
  issuerAddress: '',
};
