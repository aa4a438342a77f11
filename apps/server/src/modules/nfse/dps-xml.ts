// The DPS as XML, in the element order of the official XSD (TCInfDPS, tiposComplexos of the layout in
// force), from values the domain already checked (issue 37, decision 071). Every DPS built here is
// validated against the schema before it is returned: a document the schema refuses never leaves.
import { checkDpsInput, dpsAmount, dpsRegimeCodes, type DpsAddress, type DpsInput, type DpsLayoutVersion, type DpsValues } from '@despacha/domain/nfse/dps';
import { validateXsd } from './xsd.ts';

export const NFSE_NAMESPACE = 'http://www.sped.fazenda.gov.br/nfse';

export type BuiltDps = { id: string; layout: DpsLayoutVersion; xml: string };

/** The schema refused a DPS we built: a bug of ours, not the agency's input. */
export class DpsSchemaError extends Error {
  constructor(readonly errors: string[]) {
    super(`A DPS gerada não passou na validação do esquema oficial: ${errors.join('; ')}`);
    this.name = 'DpsSchemaError';
  }
}

/** Checks the input (DpsInputError in pt-BR), builds the XML and validates it against the XSD. */
export async function buildDps(input: DpsInput): Promise<BuiltDps> {
  const values = checkDpsInput(input);
  const xml = dpsXml(values);
  const result = await validateXsd(xml, 'DPS', values.layout);
  if (!result.valid) throw new DpsSchemaError(result.errors);
  return { id: values.id, layout: values.layout, xml };
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** One element, or nothing when the value is absent. */
const el = (name: string, value: string | null | undefined) => (value == null || value === '' ? '' : `<${name}>${escapeXml(value)}</${name}>`);

/**
 * TSDateTimeUTC: local time with its offset, no "Z". Brasília has had no daylight saving since 2019
 * (Decreto 9.772/2019), so -03:00 names the same instant wherever the agency is.
 */
export function brasiliaDateTime(at: Date): string {
  const local = new Date(at.getTime() - 3 * 3600_000);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}

function address(a: DpsAddress): string {
  return (
    `<end><endNac>${el('cMun', a.municipalityCode)}${el('CEP', a.cep)}</endNac>` +
    `${el('xLgr', a.street)}${el('nro', a.number)}${el('xCpl', a.complement)}${el('xBairro', a.district)}</end>`
  );
}

/** TCSubstituicao: the chave of the NFS-e replaced, TSCodJustSubst and its description (decision 082). */
function substitution(s: DpsValues['substitutes']): string {
  return s ? `<subst>${el('chSubstda', s.accessKey)}${el('cMotivo', s.reason)}${el('xMotivo', s.description)}</subst>` : '';
}

export function dpsXml(v: DpsValues): string {
  const regime = dpsRegimeCodes[v.provider.regime];
  const c = v.customer;
  // TSDec1V2: one integer digit and two decimals, 500 bp → "5.00".
  const rate = v.issRateBp == null ? null : (v.issRateBp / 100).toFixed(2);
  // The ISS rate sits before tpRetISSQN in 1.00 and after it in 1.01 (TCTribMunicipal).
  const tribMun =
    v.layout === '1.00'
      ? `<tribMun><tribISSQN>1</tribISSQN>${el('pAliq', rate)}<tpRetISSQN>1</tpRetISSQN></tribMun>`
      : `<tribMun><tribISSQN>1</tribISSQN><tpRetISSQN>1</tpRetISSQN>${el('pAliq', rate)}</tribMun>`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<DPS xmlns="${NFSE_NAMESPACE}" versao="${v.layout}">` +
    `<infDPS Id="${v.id}">` +
    el('tpAmb', v.environment === 'producao' ? '1' : '2') +
    el('dhEmi', brasiliaDateTime(v.issuedAt)) +
    el('verAplic', v.appVersion) +
    el('serie', v.series) +
    el('nDPS', String(v.number)) +
    el('dCompet', v.competence) +
    // 1 = the provider issues its own DPS (TSEmitenteDPS).
    el('tpEmit', '1') +
    el('cLocEmi', v.provider.municipalityCode) +
    substitution(v.substitutes) +
    `<prest>${el('CNPJ', v.provider.cnpj)}${el('IM', v.provider.municipalRegistration)}` +
    `<regTrib>${el('opSimpNac', regime.opSimpNac)}${el('regApTribSN', regime.regApTribSN)}<regEspTrib>0</regEspTrib></regTrib></prest>` +
    `<toma>${el(c.kind === 'cpf' ? 'CPF' : 'CNPJ', c.document)}${el('xNome', c.name)}` +
    `${c.address ? address(c.address) : ''}${el('fone', c.phone)}${el('email', c.email)}</toma>` +
    `<serv><locPrest>${el('cLocPrestacao', v.service.municipalityCode)}</locPrest>` +
    `<cServ>${el('cTribNac', v.service.nationalTaxCode)}${el('xDescServ', v.service.description)}${el('cNBS', v.service.nbsCode)}</cServ></serv>` +
    `<valores><vServPrest>${el('vServ', dpsAmount(v.feesCents))}</vServPrest>` +
    // indTotTrib 0: no estimate of the taxes is declared (TSTipoIndTotTrib; "a confirmar" for ME/EPP).
    `<trib>${tribMun}<totTrib><indTotTrib>0</indTotTrib></totTrib></trib></valores>` +
    `</infDPS></DPS>`
  );
}
