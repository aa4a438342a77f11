import { queryOptions } from '@tanstack/react-query';
import type { OwnerResponse } from '@despacha/domain/contracts/registry/owner';
import type { ServiceResponse } from '@despacha/domain/contracts/registry/service';
import type { VehicleResponse } from '@despacha/domain/contracts/registry/vehicle';
import { apiRequest } from '../../../lib/api-client.ts';
import type { RegistryHit } from '../registry-prefill.ts';
import { requestQueryKeys } from './query-keys.ts';

/** A registry service with the vehicle and the client (owner) it was opened for. */
export type ServiceForPrefill = RegistryHit & { service: ServiceResponse };

const get = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });

/**
 * Reads /api/services/:id, then its vehicle and its owner. The owner is the service's (the
 * agency's client for that process), which a transfer may have made differ from the vehicle's.
 */
export async function getServiceForPrefill(id: string, signal?: AbortSignal): Promise<ServiceForPrefill> {
  const { service } = await get<{ service: ServiceResponse }>(`/api/services/${encodeURIComponent(id)}`, signal);
  const [record, owner] = await Promise.all([
    get<{ vehicle: VehicleResponse; owner: OwnerResponse | null }>(`/api/vehicles/${encodeURIComponent(service.vehicleId)}`, signal),
    get<OwnerResponse>(`/api/owners/${encodeURIComponent(service.ownerId)}`, signal),
  ]);
  return { service, vehicle: record.vehicle, owner: owner ?? record.owner };
}

export const serviceForPrefillQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...requestQueryKeys.all, 'service-prefill', id] as const,
    queryFn: ({ signal }) => getServiceForPrefill(id, signal),
  });
