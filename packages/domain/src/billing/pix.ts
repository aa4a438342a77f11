// Static PIX BR Code (EMV® QRCPS merchant-presented mode, as the Banco Central's "Manual de
// Padrões para Iniciação do Pix" profiles it): the copia-e-cola text an invoice shows and its QR.

export const PIX_GUI = 'br.gov.bcb.pix';
/** A field's value is at most 99 characters: its length has two digits. */
const FIELD_MAX = 99;
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
export const PIX_TXID_MAX = 25;

export type PixCharge = {
  /** The receiver's DICT key (CPF/CNPJ digits, e-mail, +55 phone or random key). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Omitted: the payer types the amount. */
  amountCents?: number;
  /** Shown to the payer; dropped when it does not fit beside the key. */
  description?: string;
  /** The invoice's reference (letters and digits only); '***' when there is none. */
  txid?: string;
};

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF) over the UTF-8 bytes, four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** ID + two-digit length + value; the length counts characters as the manual's examples do. */
function field(id: string, value: string): string {
  if (value.length > FIELD_MAX) throw new RangeError(`PIX field ${id} longer than ${FIELD_MAX}`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Names and cities travel without accents or symbols (the QR's character set), trimmed to `max`. */
export function pixText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

const pixAmount = (cents: number) => (cents / 100).toFixed(2);

/** The copia-e-cola text of a static charge, CRC included. */
export function pixBrCode(c: PixCharge): string {
  const key = c.key.trim();
  const description = pixText(c.description ?? '', FIELD_MAX);
  // The merchant account (26) holds GUI, key and description in 99 characters: the key wins.
  const account = field('00', PIX_GUI) + field('01', key);
  const room = FIELD_MAX - account.length - 4;
  const withDescription = description && room > 0 ? account + field('02', description.slice(0, room).trim()) : account;
  const txid = (c.txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, PIX_TXID_MAX) || '***';
  if (c.amountCents !== undefined && (!Number.isInteger(c.amountCents) || c.amountCents <= 0)) throw new RangeError('PIX amount must be positive cents');
  const body =
    field('00', '01') +
    field('26', withDescription) +
    field('52', '0000') +
    field('53', '986') +
    (c.amountCents !== undefined ? field('54', pixAmount(c.amountCents)) : '') +
    field('58', 'BR') +
    field('59', pixText(c.merchantName, PIX_NAME_MAX)) +
    field('60', pixText(c.merchantCity, PIX_CITY_MAX)) +
    field('62', field('05', txid)) +
    '6304';
  return body + crc16(body);
}

/** True when the text's last four characters are the CRC of everything before them. */
export function hasValidCrc(brCode: string): boolean {
  return brCode.length > 8 && brCode.slice(-8, -4) === '6304' && crc16(brCode.slice(0, -4)) === brCode.slice(-4);
}
