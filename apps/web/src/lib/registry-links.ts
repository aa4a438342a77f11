import { paths } from './paths.ts';

// Links into Cadastro do Sistema shared by the features that open it (dashboard, registry itself):
// the registry screen reads these parameters, so they are written in one place.

/** Tab names as they appear in the address (pt-BR, readable when shared). */
export const registryTabParams = { vehicle: 'veiculo', owner: 'proprietario', service: 'servico' } as const;
export type RegistryTabLink = keyof typeof registryTabParams;

export const REGISTRY_PARAMS = { tab: 'aba', vehicle: 'veiculo', service: 'servico' } as const;

/** A new record with the given tab open and the cursor in its first field. */
export const registryTabLink = (tab: RegistryTabLink) => `${paths.systemRegistration.path}?${REGISTRY_PARAMS.tab}=${registryTabParams[tab]}`;

/** A saved vehicle's record, with one of its services open. */
export function registryRecordLink(vehicleId: string, serviceId?: string | null) {
  const query = new URLSearchParams({ [REGISTRY_PARAMS.vehicle]: vehicleId });
  if (serviceId) query.set(REGISTRY_PARAMS.service, serviceId);
  return `${paths.systemRegistration.path}?${query.toString()}`;
}

/** The tab an address asks for, when it names one. */
export function registryTabOf(value: string | null): RegistryTabLink | null {
  const found = Object.entries(registryTabParams).find(([, param]) => param === value);
  return found ? (found[0] as RegistryTabLink) : null;
}
