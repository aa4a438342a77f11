import { z } from 'zod';

/** Most services the dashboard's "Serviços em exigência" panel lists (newest movement first). */
export const REQUIREMENT_SERVICES_LIMIT = 20;

// A service in exigência (posição 'exigencia'): DETRAN asked for something and the agency must act.
export const requirementService = z.object({
  serviceId: z.string(),
  vehicleId: z.string(),
  number: z.number().int().min(1),
  placa: z.string(),
  /** The service type's label as the agency's select list names it (its stored value when the option is gone). */
  servico: z.string(),
  ownerName: z.string(),
  /** ISO date the service moved to exigência (its last such movement). */
  since: z.string(),
});
export type RequirementService = z.infer<typeof requirementService>;

export const requirementServicesResponse = z.object({
  /** Every service of the agency in exigência; items holds at most REQUIREMENT_SERVICES_LIMIT of them. */
  total: z.number().int().min(0),
  items: z.array(requirementService).max(REQUIREMENT_SERVICES_LIMIT),
});
export type RequirementServicesResponse = z.infer<typeof requirementServicesResponse>;
