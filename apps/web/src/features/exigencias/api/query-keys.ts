import type { ExigenciaListQuery } from '@despacha/domain/exigencias/contracts';

export const exigenciaKeys = {
  all: ['exigencias'] as const,
  list: (query: ExigenciaListQuery) => ['exigencias', 'list', query] as const,
  summary: () => ['exigencias', 'summary'] as const,
  lookup: (q: string) => ['exigencias', 'services', q] as const,
  service: (id: string) => ['exigencias', 'service', id] as const,
  responsibles: () => ['exigencias', 'responsibles'] as const,
};
