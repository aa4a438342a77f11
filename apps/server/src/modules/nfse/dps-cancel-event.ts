// The cancellation event of an NFS-e (pedRegEvento with e101101, tiposEventos of the layout in force),
// validated against the official XSD before it is signed and sent (issue 37, decision 071).
import { dpsLayoutFor, type DpsLayoutVersion } from '@despacha/domain/nfse/dps';
import { brasiliaDateTime, escapeXml, NFSE_NAMESPACE } from './dps-xml.ts';
import { validateXsd } from './xsd.ts';

/** TSCodJustCanc: 1 erro na emissão, 2 serviço não prestado, 9 outros. */
export const cancelReasons = { '1': 'Erro na emissão', '2': 'Serviço não prestado', '9': 'Outros' } as const;
export type CancelReason = keyof typeof cancelReasons;

export type CancelEventInput = {
  environment: 'producao' | 'homologacao';
  at: Date;
  appVersion: string;
  /** The author: the agency's CNPJ, digits. */
  cnpj: string;
  accessKey: string;
  reason: CancelReason;
  /** TSMotivo: 15 to 255 characters. */
  description: string;
};

export class CancelEventError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '));
    this.name = 'CancelEventError';
  }
}

/** Builds and validates the event; the caller signs infPedReg (signNfseXml). */
export async function buildCancelEvent(input: CancelEventInput): Promise<{ id: string; layout: DpsLayoutVersion; xml: string }> {
  const problems: string[] = [];
  const description = input.description.trim();
  if (!/^\d{50}$/.test(input.accessKey)) problems.push('Chave de acesso da NFS-e inválida (50 dígitos).');
  if (!/^\d{14}$/.test(input.cnpj)) problems.push('CNPJ do autor do cancelamento inválido.');
  if (!(input.reason in cancelReasons)) problems.push('Motivo do cancelamento: erro na emissão, serviço não prestado ou outros.');
  if (description.length < 15 || description.length > 255) problems.push('Descreva o motivo do cancelamento em 15 a 255 caracteres.');
  if (problems.length) throw new CancelEventError(problems);
  const layout = dpsLayoutFor(input.at);
  // TSIdPedRegEvt: "PRE" + chave de acesso (50) + tipo do evento (6).
  const id = `PRE${input.accessKey}101101`;
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<pedRegEvento xmlns="${NFSE_NAMESPACE}" versao="${layout}"><infPedReg Id="${id}">` +
    `<tpAmb>${input.environment === 'producao' ? '1' : '2'}</tpAmb><verAplic>${escapeXml(input.appVersion)}</verAplic>` +
    `<dhEvento>${brasiliaDateTime(input.at)}</dhEvento><CNPJAutor>${input.cnpj}</CNPJAutor><chNFSe>${input.accessKey}</chNFSe>` +
    `<e101101><xDesc>Cancelamento de NFS-e</xDesc><cMotivo>${input.reason}</cMotivo><xMotivo>${escapeXml(description)}</xMotivo></e101101>` +
    `</infPedReg></pedRegEvento>`;
  const result = await validateXsd(xml, 'pedRegEvento', layout);
  if (!result.valid) throw new CancelEventError(result.errors);
  return { id, layout, xml };
}
