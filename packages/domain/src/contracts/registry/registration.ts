import { z } from 'zod';
import { ownerRequest, ownerResponse } from './owner.ts';
import { vehicleRequest, vehicleResponse } from './vehicle.ts';
import { serviceRequest, serviceResponse } from './service.ts';
import { registryMessages as m } from './messages.ts';

const recordId = z.string().trim().optional().transform((v) => v || undefined);

/**
 * "Salvar Cadastro": the owner, the vehicle and optionally the service of Cadastro do Sistema,
 * saved together. An id means "update that record"; without one the record is created.
 */
export const registrationRequest = z.object({
  owner: ownerRequest.safeExtend({ id: recordId }),
  vehicle: vehicleRequest.omit({ ownerId: true }).safeExtend({ id: recordId }),
  service: serviceRequest.omit({ vehicleId: true, ownerId: true }).safeExtend({ id: recordId }).optional(),
});
export type RegistrationRequest = z.input<typeof registrationRequest>;
export type RegistrationData = z.output<typeof registrationRequest>;

export const registrationResponse = z.object({
  owner: ownerResponse,
  vehicle: vehicleResponse,
  service: serviceResponse.nullable(),
});
export type RegistrationResponse = z.infer<typeof registrationResponse>;

export const searchResult = z.object({
  owner: ownerResponse,
  vehicle: vehicleResponse.nullable(),
  openServices: z.array(serviceResponse),
});
export type SearchResult = z.infer<typeof searchResult>;

export const registrySearchQuery = z.object({
  q: z.string().trim().min(2, m.searchTooShort).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
