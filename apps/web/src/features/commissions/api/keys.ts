// Every commissions query starts with this key: a settlement, a reversal or new settings refetch them.
export const commissionsKeys = {
  all: ['commissions'] as const,
  settings: (originId: string) => ['commissions', 'settings', originId] as const,
  statement: (q: { originId: string; from: string; to: string }) => ['commissions', 'statement', q.originId, q.from, q.to] as const,
};
