/** Query keys of the registry screen: invalidating `registryKeys.all` refreshes every registry read. */
export const registryKeys = {
  all: ['registry'] as const,
  search: (q: string) => ['registry', 'search', q] as const,
  vehicle: (id: string) => ['registry', 'vehicle', id] as const,
  service: (id: string) => ['registry', 'service', id] as const,
};
