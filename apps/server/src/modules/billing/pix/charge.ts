import { pixBrCode } from '@despacha/domain/billing/pix';
import type { BillingSettings } from '@despacha/domain/billing/settings';
import type { InvoiceRow } from './invoice-access.ts';

/** Only an invoice still open is paid by PIX. */
export const PIX_PAYABLE = new Set(['pending', 'overdue']);

/** The settings carry what a BR Code needs: a key and the receiver's city (its name falls back to the issuer's). */
export const pixConfigured = (s: BillingSettings) =>
  s.pixKey.trim() !== '' && s.pixMerchantCity.trim() !== '' && (s.pixMerchantName || s.issuerName).trim() !== '';

/**
 * The invoice's static BR Code for what is still owed, its number as txid (the payer's bank shows
 * it back to us, so the provider's event names the invoice). Null when PIX is not configured.
 */
export function invoiceBrCode(s: BillingSettings, invoice: InvoiceRow, owedCents: number): string | null {
  if (!pixConfigured(s) || owedCents <= 0) return null;
  return pixBrCode({
    key: s.pixKey,
    merchantName: s.pixMerchantName || s.issuerName,
    merchantCity: s.pixMerchantCity,
    amountCents: owedCents,
    description: `Fatura ${invoice.number}`,
    txid: `FAT${invoice.number}`,
  });
}

/** The QR of a BR Code as an SVG document; medium error correction, as printed codes get worn. */
// qrcode is some 10 MB of resident memory: loaded by the first QR code, not by every start.
export async function brCodeSvg(brCode: string) {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(brCode, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
