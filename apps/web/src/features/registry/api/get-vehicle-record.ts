import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerResponse } from '@despacha/domain/contracts/registry/owner';
import type { ServiceResponse } from '@despacha/domain/contracts/registry/service';
import type { VehicleResponse } from '@despacha/domain/contracts/registry/vehicle';
import { apiRequest } from '../../../lib/api-client.ts';
import { registryKeys } from './query-keys.ts';

/** A vehicle with its owner and its services, newest service first. */
export type VehicleRecord = { vehicle: VehicleResponse; owner: OwnerResponse | null; services: ServiceResponse[] };

export const getVehicleRecord = (id: string, signal?: AbortSignal) => apiRequest<VehicleRecord>(`/api/vehicles/${encodeURIComponent(id)}`, { signal });

export const vehicleRecordQueryOptions = (id: string) =>
  queryOptions({ queryKey: registryKeys.vehicle(id), queryFn: ({ signal }) => getVehicleRecord(id, signal) });

export const useVehicleRecord = (id: string | null) => useQuery({ ...vehicleRecordQueryOptions(id ?? ''), enabled: id !== null });
