import type { Option } from '../options/option.ts';

// Guia PL and Guia Geral (decision 039). PL reads as Primeira Licença (DOMAIN.md): the slip of
// 0 km processes. A process is primeira licença when its service type is 'primeiro-emplacamento'
// or its cover says 1ª Licença — the same rule as the 0KM report — and goes on a Guia Geral otherwise.

export const guiaKinds = ['pl', 'geral'] as const;
export type GuiaKind = (typeof guiaKinds)[number];

export const guiaKindTitle: Record<GuiaKind, string> = { pl: 'Guia PL', geral: 'Guia Geral' };

/** "Guia PL nº 12": the name a guia is printed and spoken by. */
export const guiaName = (kind: GuiaKind, number: number) => `${guiaKindTitle[kind]} nº ${number}`;

/** The service type and the process cover that make a process primeira licença. */
export const PRIMEIRA_LICENCA_SERVICE = 'primeiro-emplacamento';
export const PRIMEIRA_LICENCA_CAPA = '1a_licenca';
export const isPrimeiraLicenca = (s: { servico: string; capaProcesso: string }) =>
  s.servico === PRIMEIRA_LICENCA_SERVICE || s.capaProcesso === PRIMEIRA_LICENCA_CAPA;

export const guiaStatuses = ['draft', 'delivered', 'returned'] as const;
export type GuiaStatus = (typeof guiaStatuses)[number];
export const guiaStatusOptions = [
  { value: 'draft', label: 'Rascunho' },
  { value: 'delivered', label: 'Entregue na DETRAN' },
  { value: 'returned', label: 'Retornada' },
] as const satisfies readonly Option[];

export const guiaOutcomes = ['pronto', 'exigencia'] as const;
export type GuiaOutcome = (typeof guiaOutcomes)[number];
export const guiaOutcomeOptions = [
  { value: 'pronto', label: 'Pronto' },
  { value: 'exigencia', label: 'Em exigência' },
] as const satisfies readonly Option[];

/** The most processes one guia carries: a trip's slip, far above a day's filings. */
export const GUIA_ITEMS_MAX = 200;
/** Guias per page of the list. */
export const GUIA_PAGE_SIZE = 50;
