import { feeExemptionRequest } from './fee-exemption.ts';
import { ownershipCertificateRequest } from './ownership-certificate.ts';
import { requestCatalog, type RequestInfo, type RequestType } from './request-catalog.ts';
import { saleCommunicationRequest } from './sale-communication.ts';
import { saleCommunicationSpecialRequest } from './sale-communication-special.ts';
import { saleInformationRequest } from './sale-information.ts';
import { saleIntentionRequest } from './sale-intention.ts';
import { saleIntentionCancelRequest } from './sale-intention-cancel.ts';
import { transitInspectionRequest } from './transit-inspection.ts';

export { requestTypeValues, type RequestType } from './request-catalog.ts';

/** Each request form's zod contract, by type (the web app imports this module on demand). */
export const requestSchemas = {
  'vistoria-transito': transitInspectionRequest,
  'isencao-taxa': feeExemptionRequest,
  'comunicacao-venda': saleCommunicationRequest,
  'casos-especiais-comunicacao-venda': saleCommunicationSpecialRequest,
  'informacao-venda': saleInformationRequest,
  'certidao-propriedade': ownershipCertificateRequest,
  'intencao-venda': saleIntentionRequest,
  'cancelamento-intencao-venda': saleIntentionCancelRequest,
} as const satisfies Record<RequestType, unknown>;

type Schemas = typeof requestSchemas;

/** A catalogue entry (request-catalog.ts) with its contract. */
export type RequestTypeEntry = { [T in RequestType]: Extract<RequestInfo, { type: T }> & { schema: Schemas[T] } }[RequestType];

export const requestTypes = requestCatalog.map((info) => ({ ...info, schema: requestSchemas[info.type] })) as readonly RequestTypeEntry[];

export function getRequestType<T extends RequestType>(type: T): Extract<RequestTypeEntry, { type: T }> {
  return requestTypes.find((r) => r.type === type) as Extract<RequestTypeEntry, { type: T }>;
}
