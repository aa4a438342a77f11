import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceResponse } from '@despacha/domain/contracts/registry/service';
import type { ChecklistEntry, InspectionResponse, MovementResponse } from '@despacha/domain/contracts/registry/service-detail';
import { apiRequest } from '../../../lib/api-client.ts';
import { registryKeys } from './query-keys.ts';

export type ServiceDetail = {
  service: ServiceResponse;
  movements: MovementResponse[];
  inspection: InspectionResponse;
  checklist: ChecklistEntry[];
};

export const getServiceDetail = (id: string, signal?: AbortSignal) => apiRequest<ServiceDetail>(`/api/services/${encodeURIComponent(id)}`, { signal });

export const serviceDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: registryKeys.service(id), queryFn: ({ signal }) => getServiceDetail(id, signal) });

export const useServiceDetail = (id: string) => useQuery(serviceDetailQueryOptions(id));

/** Where the Recibo PDF of a service downloads from. */
export const receiptUrl = (id: string) => `/api/services/${encodeURIComponent(id)}/receipt.pdf`;
