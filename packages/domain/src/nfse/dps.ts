// The DPS (Declaração de Prestação de Serviço) of the national NFS-e, as values: what the agency
// declares for one service's honorários, checked before any XML exists (issue 37, decision 071).
// The shapes follow the official XSD vendored in apps/server/src/modules/nfse/schemas/ (SOURCE.md).
import { MONEY_MAX_CENTS } from '../limits.ts';
import { isCnpj } from '../validators/cnpj.ts';
import { isCpf } from '../validators/cpf.ts';
import { dpsMessages as m } from './dps-messages.ts';
import { isCTribNac, isDpsSeries, isIbgeMunicipio, isNbs, ISS_RATE_MAX_BP, ISS_RATE_MIN_BP, type NfseRegime } from './settings.ts';

/** The agency's tax regime as the fiscal settings name it (decision 070). */
export type DpsRegime = NfseRegime;

/**
 * TCRegTrib: opSimpNac 1 não optante, 2 MEI, 3 ME/EPP (TSOpSimpNac); regApTribSN 1 = tributos
 * federais e municipal apurados pelo Simples (TSRegimeApuracaoSimpNac), sent only for ME/EPP;
 * regEspTrib 0 = nenhum (TSRegEspTrib).
 */
export const dpsRegimeCodes: Record<DpsRegime, { opSimpNac: '1' | '2' | '3'; regApTribSN?: '1' }> = {
  mei: { opSimpNac: '2' },
  simples_nacional: { opSimpNac: '3', regApTribSN: '1' },
  lucro_presumido: { opSimpNac: '1' },
  lucro_real: { opSimpNac: '1' },
};

/**
 * The layouts and the day each comes into force for the emission (dhEmi, Brasília). 1.01 carries
 * the tax reform's optional IBSCBS group; its production start (05/01/2026) is NT 004/2025 v2.0 as
 * reported by a third party: "a confirmar" against the NT itself (decision 071).
 */
export const dpsLayouts = [
  { version: '1.00', from: '2000-01-01' },
  { version: '1.01', from: '2026-01-05' },
] as const;
export type DpsLayoutVersion = (typeof dpsLayouts)[number]['version'];

const saoPauloDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

export function dpsLayoutFor(issuedAt: Date): DpsLayoutVersion {
  const day = saoPauloDay.format(issuedAt);
  let version: DpsLayoutVersion = dpsLayouts[0].version;
  for (const layout of dpsLayouts) if (day >= layout.from) version = layout.version;
  return version;
}

export type DpsAddress = {
  street: string;
  number: string;
  complement?: string | null;
  district: string;
  /** IBGE code, 7 digits. */
  municipalityCode: string;
  cep: string;
};

export type DpsInput = {
  environment: 'producao' | 'homologacao';
  issuedAt: Date;
  /** yyyy-mm-dd: the day the service was rendered (dCompet). */
  competence: string;
  series: string;
  number: number;
  /** verAplic: the program that built the DPS. */
  appVersion: string;
  provider: { cnpj: string; municipalRegistration?: string | null; municipalityCode: string; regime: DpsRegime };
  customer: { document: string | null; name: string; address?: DpsAddress | null; email?: string | null; phone?: string | null };
  service: { nationalTaxCode: string; nbsCode?: string | null; description: string; municipalityCode: string };
  /** The agency's honorários only, in cents: DETRAN fees are reimbursements and stay out (decision 071). */
  feesCents: number;
  /** ISS rate in basis points (500 = 5%), as the settings keep it; sent only when given. */
  issRateBp?: number | null;
  /** The authorised NFS-e this DPS replaces (TCSubstituicao, decision 082): its chave, TSCodJustSubst and TSMotivo. */
  substitutes?: { accessKey: string; reason: string; description: string } | null;
};

/** A DPS input checked and normalised: digits only, trimmed text. */
export type DpsValues = DpsInput & {
  layout: DpsLayoutVersion;
  customer: DpsInput['customer'] & { document: string; kind: 'cpf' | 'cnpj' };
  id: string;
};

/** Thrown with every refusal at once, in pt-BR. */
export class DpsInputError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '));
    this.name = 'DpsInputError';
  }
}

/** TSCodJustSubst's values (tiposSimples). */
const SUBSTITUTION_REASONS = new Set(['01', '02', '03', '04', '05', '99']);

const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');
const day = /^(20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
// TSString: printable Latin-1, no leading or trailing blank (tiposSimples, TSString).
const latin1 = /^[!-ÿ](?:[ -ÿ]*[!-ÿ])?$/;

/**
 * The DPS Id (TSIdDPS, 45 positions): "DPS" + município emissor (7) + tipo de inscrição federal (1:
 * 1 CPF, 2 CNPJ — rule E1263 of Anexo I) + inscrição (14, CPF left-padded with zeros) + série (5) +
 * número (15), both zero-padded.
 */
export function dpsId(municipalityCode: string, cnpj: string, series: string, number: number): string {
  const inscription = digits(cnpj);
  const kind = inscription.length === 11 ? '1' : '2';
  return `DPS${municipalityCode}${kind}${inscription.padStart(14, '0')}${series.padStart(5, '0')}${String(number).padStart(15, '0')}`;
}

/** Checks a DPS input; throws DpsInputError with every pt-BR refusal, or returns the clean values. */
export function checkDpsInput(input: DpsInput): DpsValues {
  const problems: string[] = [];
  const p = input.provider;
  const cnpj = p.cnpj.replace(/[.\-/\s]/g, '');
  if (/[a-z]/i.test(cnpj)) problems.push(m.providerCnpjAlphanumeric);
  else if (!/^\d{14}$/.test(cnpj) || !isCnpj(cnpj)) problems.push(m.providerCnpjInvalid);
  const registration = p.municipalRegistration?.trim() || null;
  if (registration && registration.length > 15) problems.push(m.providerMunicipalRegistrationInvalid);
  if (!isIbgeMunicipio(p.municipalityCode)) problems.push(m.providerMunicipalityInvalid);
  if (!(p.regime in dpsRegimeCodes)) problems.push(m.providerRegimeInvalid);

  const c = input.customer;
  const document = digits(c.document);
  const kind = document.length === 11 && isCpf(document) ? 'cpf' : document.length === 14 && isCnpj(document) ? 'cnpj' : null;
  if (!document) problems.push(m.customerDocumentRequired);
  else if (!kind) problems.push(m.customerDocumentInvalid);
  const name = c.name.trim();
  if (!name) problems.push(m.customerNameRequired);
  else if ([...name].length > 300) problems.push(m.customerNameTooLong);
  const address = c.address ? cleanAddress(c.address) : null;
  if (c.address && !address) problems.push(m.customerAddressInvalid);
  const email = c.email?.trim() || null;
  if (email && (email.length > 80 || !latin1.test(email) || /\s/.test(email))) problems.push(m.customerEmailInvalid);
  const phone = c.phone ? digits(c.phone) : null;
  if (c.phone && (!phone || phone.length < 6 || phone.length > 20)) problems.push(m.customerPhoneInvalid);

  const s = input.service;
  if (!isCTribNac(s.nationalTaxCode)) problems.push(m.serviceCodeInvalid);
  const nbs = s.nbsCode ? digits(s.nbsCode) : null;
  if (s.nbsCode && !isNbs(nbs ?? '')) problems.push(m.serviceNbsInvalid);
  const description = s.description.trim();
  if (!description) problems.push(m.serviceDescriptionRequired);
  else if ([...description].length > 2000) problems.push(m.serviceDescriptionTooLong);
  if (!isIbgeMunicipio(s.municipalityCode)) problems.push(m.serviceMunicipalityInvalid);

  if (!Number.isSafeInteger(input.feesCents) || input.feesCents <= 0) problems.push(m.feesZero);
  else if (input.feesCents > MONEY_MAX_CENTS) problems.push(m.feesTooLarge);
  const rate = input.issRateBp ?? null;
  if (rate !== null && !(Number.isSafeInteger(rate) && rate >= ISS_RATE_MIN_BP && rate <= ISS_RATE_MAX_BP)) problems.push(m.issRateInvalid);
  if (!day.test(input.competence) || Number.isNaN(Date.parse(`${input.competence}T12:00:00Z`))) problems.push(m.competenceInvalid);
  if (!isDpsSeries(input.series)) problems.push(m.seriesInvalid);
  const substitutes = input.substitutes ? { ...input.substitutes, description: input.substitutes.description.trim() } : null;
  if (substitutes) {
    if (!/^\d{50}$/.test(substitutes.accessKey)) problems.push(m.substitutedKeyInvalid);
    if (!SUBSTITUTION_REASONS.has(substitutes.reason)) problems.push(m.substitutionReasonInvalid);
    const length = [...substitutes.description].length;
    if (length < 15 || length > 255 || !latin1.test(substitutes.description)) problems.push(m.substitutionDescriptionInvalid);
  }
  if (!Number.isSafeInteger(input.number) || input.number < 1 || input.number > 999_999_999_999_999) problems.push(m.numberInvalid);
  if (problems.length) throw new DpsInputError(problems);

  return {
    ...input,
    layout: dpsLayoutFor(input.issuedAt),
    provider: { ...p, cnpj, municipalRegistration: registration },
    customer: { document, kind: kind!, name, address, email, phone },
    service: { ...s, nbsCode: nbs, description },
    issRateBp: rate,
    substitutes,
    id: dpsId(p.municipalityCode, cnpj, input.series, input.number),
  };
}

function cleanAddress(a: DpsAddress): DpsAddress | null {
  const street = a.street.trim();
  const number = a.number.trim();
  const district = a.district.trim();
  const complement = a.complement?.trim() || null;
  const cep = digits(a.cep);
  const texts: [string, number][] = [
    [street, 255],
    [number, 60],
    [district, 60],
  ];
  if (complement) texts.push([complement, 156]);
  if (!texts.every(([t, max]) => t.length <= max && latin1.test(t))) return null;
  if (!isIbgeMunicipio(a.municipalityCode) || cep.length !== 8) return null;
  return { street, number, complement, district, municipalityCode: a.municipalityCode, cep };
}

/** Cents as TSDec15V2 text: "150.00". */
export const dpsAmount = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
