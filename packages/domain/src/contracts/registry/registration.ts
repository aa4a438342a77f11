import { z } from 'zod';
import { formatMessages as f } from '../../messages.ts';
import { ownerRequest, ownerResponse } from './owner.ts';
import { vehicleRequest, vehicleResponse } from './vehicle.ts';
import { serviceRequest, serviceResponse } from './service.ts';
import { registryMessages as m } from './messages.ts';
import { TEXT } from '../../limits.ts';
import { boundedText, checkChassisYear } from '../fields.ts';

const recordId = boundedText(TEXT.id)
  .optional()
  .transform((v) => v || undefined);

/**
 * "Salvar Cadastro": the owner, the vehicle and optionally the service of Cadastro do Sistema,
 * saved together. An id means "update that record"; without one the record is created.
 */
export const registrationRequest = z.object({
  owner: ownerRequest.safeExtend({ id: recordId }),
  vehicle: vehicleRequest
    .omit({ ownerId: true })
    .safeExtend({ id: recordId })
    .superRefine((v, ctx) => checkChassisYear(v.chassis, v.anoFabricacao, ctx, ['chassis'])),
  service: serviceRequest.omit({ vehicleId: true, ownerId: true }).safeExtend({ id: recordId }).optional(),
  /** An accepted orçamento this save turns into the service (decision 041): linked in the same transaction. */
  quoteId: recordId,
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
  q: boundedText(TEXT.search).min(2, m.searchTooShort),
  limit: z.coerce.number({ error: f.pageInvalid }).int(f.pageInvalid).min(1, f.pageInvalid).max(50, f.pageInvalid).default(20),
});
