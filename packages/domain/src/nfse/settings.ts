// The agency's fiscal settings for the national NFS-e (issue 37, decision 070). Facts and their
// sources are in docs/nfse-codes.md; what depends on the agency or its município is asked for.

/** Regime de tributação the agency declares; the DPS builder maps it to the layout's own codes. */
export const nfseRegimeValues = ['mei', 'simples_nacional', 'lucro_presumido', 'lucro_real'] as const;
export type NfseRegime = (typeof nfseRegimeValues)[number];
export const nfseRegimeLabels: Record<NfseRegime, string> = {
  mei: 'MEI',
  simples_nacional: 'Simples Nacional',
  lucro_presumido: 'Lucro Presumido',
  lucro_real: 'Lucro Real',
};

/**
 * LC 116/2003 item 33.01 ("Serviços de desembaraço aduaneiro, comissários, despachantes e
 * congêneres") is the only item that names despachantes; its national code is 330101 (2 digits
 * item, 2 subitem, 2 desdobro). A suggestion the agency confirms with its accountant, never forced.
 */
export const SUGGESTED_CTRIBNAC = '330101';

/** ISS bounds of LC 116/2003: art. 8-A (minimum 2%) and art. 8, II (maximum 5%), in basis points. */
export const ISS_RATE_MIN_BP = 200;
export const ISS_RATE_MAX_BP = 500;

/** Rio de Janeiro (RJ): the município most agencies of the product are in (IBGE code). */
export const RIO_DE_JANEIRO_IBGE = '3304557';

/** The days before expiry the screen warns about the certificate. */
export const CERTIFICATE_WARNING_DAYS = 30;
/** The .pfx/.p12 an A1 certificate comes in is a few KB; this bounds the upload. */
export const CERTIFICATE_MAX_BYTES = 64 * 1024;
export const CERTIFICATE_PASSWORD_MAX = 128;

/**
 * The 9 municípios whose IBGE code does not follow the check digit (NF-e Nota Técnica 2008.004,
 * as listed by glasswalk3r/brazilian-ids): accepted as they are.
 */
const IBGE_CHECK_DIGIT_EXCEPTIONS = new Set(['2201919', '2201988', '2202251', '2611533', '3117836', '3152131', '4305871', '5203939', '5203962']);
const UF_CODES = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '31',
  '32',
  '33',
  '35',
  '41',
  '42',
  '43',
  '50',
  '51',
  '52',
  '53',
]);

/**
 * IBGE município code: 7 digits, a real UF prefix, and the check digit of NT 2008.004 — weights
 * 1,2,1,2,1,2 over the first six digits, a product of two digits counts as their sum, and the
 * digit is (10 − sum mod 10) mod 10. Rio de Janeiro 3304557, São Paulo 3550308.
 */
export function isIbgeMunicipio(code: string): boolean {
  if (!/^\d{7}$/.test(code) || !UF_CODES.has(code.slice(0, 2))) return false;
  if (IBGE_CHECK_DIGIT_EXCEPTIONS.has(code)) return true;
  let sum = 0;
  for (let i = 0; i < 6; i++) {
    const product = Number(code[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10 === Number(code[6]);
}

/** Código de tributação nacional: 6 digits (item, subitem, desdobro nacional). */
export const isCTribNac = (code: string) => /^\d{6}$/.test(code) && code !== '000000';
/** NBS as the DPS takes it (cNBS, TSCodNBS "[0-9]{9}" of tiposSimples_v1.01.xsd), dots removed. */
export const isNbs = (code: string) => /^\d{9}$/.test(code);
/** Série of the DPS: 1 to 5 digits, not all zeros. */
export const isDpsSeries = (code: string) => /^\d{1,5}$/.test(code) && !/^0+$/.test(code);

/** Days from `now` to `validUntil`, rounded down; negative once expired. */
export function daysUntil(validUntil: Date, now: Date): number {
  return Math.floor((validUntil.getTime() - now.getTime()) / 86_400_000);
}

/** The percentage as the screen shows it: 500 → "5,00". */
export const formatRateBp = (bp: number) => (bp / 100).toFixed(2).replace('.', ',');
