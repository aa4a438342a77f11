import {
  feeExemptionDefaults,
  ownershipCertificateDefaults,
  saleCommunicationDefaults,
  saleCommunicationSpecialDefaults,
  saleInformationDefaults,
  saleIntentionCancelDefaults,
  saleIntentionDefaults,
  transitInspectionDefaults,
} from './defaults.ts';
import { requestSuccessMessages as s } from './messages.ts';

const success = (description: string) => ({ title: s.title, description });

// The eight DETRAN-RJ request forms: the type names the record and the route (§2), the title heads
// the page, the toast follows a valid submit (§8). Their zod contracts are added in request-types.ts,
// so that a page can name, route and fill a form without loading zod.
export const requestCatalog = [
  {
    type: 'vistoria-transito',
    route: '/vistoria-transito',
    title: 'Vistoria em Trânsito',
    defaults: transitInspectionDefaults,
    successMessage: success(s.transitInspection),
  },
  {
    type: 'isencao-taxa',
    route: '/isencao-taxa',
    title: 'Isenção de Taxa (2ª via CRV/CRLV)',
    defaults: feeExemptionDefaults,
    successMessage: success(s.feeExemption),
  },
  {
    type: 'comunicacao-venda',
    route: '/comunicacao-venda',
    title: 'Comunicação de Venda',
    defaults: saleCommunicationDefaults,
    successMessage: success(s.saleCommunication),
  },
  {
    type: 'casos-especiais-comunicacao-venda',
    route: '/casos-especiais-comunicacao-venda',
    title: 'Casos Especiais de Comunicação de Venda',
    defaults: saleCommunicationSpecialDefaults,
    successMessage: success(s.saleCommunicationSpecial),
  },
  {
    type: 'informacao-venda',
    route: '/informacao-venda',
    title: 'Informação de Venda',
    defaults: saleInformationDefaults,
    successMessage: success(s.saleInformation),
  },
  {
    type: 'certidao-propriedade',
    route: '/certidao-propriedade',
    title: 'Certidão de Propriedade',
    defaults: ownershipCertificateDefaults,
    successMessage: success(s.ownershipCertificate),
  },
  {
    type: 'intencao-venda',
    route: '/intencao-venda',
    title: 'Intenção de Venda',
    defaults: saleIntentionDefaults,
    successMessage: success(s.saleIntention),
  },
  {
    type: 'cancelamento-intencao-venda',
    route: '/cancelamento-intencao-venda',
    title: 'Cancelamento de Intenção de Venda',
    defaults: saleIntentionCancelDefaults,
    successMessage: success(s.saleIntentionCancel),
  },
] as const;

export type RequestInfo = (typeof requestCatalog)[number];
export type RequestType = RequestInfo['type'];

export const requestTypeValues = requestCatalog.map((r) => r.type) as [RequestType, ...RequestType[]];

export function getRequestInfo<T extends RequestType>(type: T): Extract<RequestInfo, { type: T }> {
  return requestCatalog.find((r) => r.type === type) as Extract<RequestInfo, { type: T }>;
}
