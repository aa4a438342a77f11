import { feeExemptionDefaults, feeExemptionRequest } from './fee-exemption.ts';
import { requestSuccessMessages as s } from './messages.ts';
import { ownershipCertificateDefaults, ownershipCertificateRequest } from './ownership-certificate.ts';
import { saleCommunicationDefaults, saleCommunicationRequest } from './sale-communication.ts';
import { saleCommunicationSpecialDefaults, saleCommunicationSpecialRequest } from './sale-communication-special.ts';
import { saleInformationDefaults, saleInformationRequest } from './sale-information.ts';
import { saleIntentionDefaults, saleIntentionRequest } from './sale-intention.ts';
import { saleIntentionCancelDefaults, saleIntentionCancelRequest } from './sale-intention-cancel.ts';
import { transitInspectionDefaults, transitInspectionRequest } from './transit-inspection.ts';

const success = (description: string) => ({ title: s.title, description });

// The eight DETRAN-RJ request forms: the type names the record and the route (§2), the title
// heads the page, the toast follows a valid submit (§8).
export const requestTypes = [
  {
    type: 'vistoria-transito',
    route: '/vistoria-transito',
    title: 'Vistoria em Trânsito',
    schema: transitInspectionRequest,
    defaults: transitInspectionDefaults,
    successMessage: success(s.transitInspection),
  },
  {
    type: 'isencao-taxa',
    route: '/isencao-taxa',
    title: 'Isenção de Taxa (2ª via CRV/CRLV)',
    schema: feeExemptionRequest,
    defaults: feeExemptionDefaults,
    successMessage: success(s.feeExemption),
  },
  {
    type: 'comunicacao-venda',
    route: '/comunicacao-venda',
    title: 'Comunicação de Venda',
    schema: saleCommunicationRequest,
    defaults: saleCommunicationDefaults,
    successMessage: success(s.saleCommunication),
  },
  {
    type: 'casos-especiais-comunicacao-venda',
    route: '/casos-especiais-comunicacao-venda',
    title: 'Casos Especiais de Comunicação de Venda',
    schema: saleCommunicationSpecialRequest,
    defaults: saleCommunicationSpecialDefaults,
    successMessage: success(s.saleCommunicationSpecial),
  },
  {
    type: 'informacao-venda',
    route: '/informacao-venda',
    title: 'Informação de Venda',
    schema: saleInformationRequest,
    defaults: saleInformationDefaults,
    successMessage: success(s.saleInformation),
  },
  {
    type: 'certidao-propriedade',
    route: '/certidao-propriedade',
    title: 'Certidão de Propriedade',
    schema: ownershipCertificateRequest,
    defaults: ownershipCertificateDefaults,
    successMessage: success(s.ownershipCertificate),
  },
  {
    type: 'intencao-venda',
    route: '/intencao-venda',
    title: 'Intenção de Venda',
    schema: saleIntentionRequest,
    defaults: saleIntentionDefaults,
    successMessage: success(s.saleIntention),
  },
  {
    type: 'cancelamento-intencao-venda',
    route: '/cancelamento-intencao-venda',
    title: 'Cancelamento de Intenção de Venda',
    schema: saleIntentionCancelRequest,
    defaults: saleIntentionCancelDefaults,
    successMessage: success(s.saleIntentionCancel),
  },
] as const;

export type RequestTypeEntry = (typeof requestTypes)[number];
export type RequestType = RequestTypeEntry['type'];

export const requestTypeValues = requestTypes.map((r) => r.type) as [RequestType, ...RequestType[]];

export function getRequestType<T extends RequestType>(type: T): Extract<RequestTypeEntry, { type: T }> {
  return requestTypes.find((r) => r.type === type) as Extract<RequestTypeEntry, { type: T }>;
}
