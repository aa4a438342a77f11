// Which services a process certificate may be issued for. Certifying a process the agency has
// not finished, or a process of another kind (a late used-car transfer as a "1ª Licença"), would
// put a false statement on the agency's letterhead: only a COMPLETED service of the matching
// type qualifies. A service's type shows in its process cover (capa) and, for the first
// licence, in its service type too (DOMAIN.md: the 0 km services; DAP = the services filed
// through the DAP, cover "dap").

export type CertificateRule = { capa: string; servicos: readonly string[]; label: string };

export const certificateRules: Readonly<Record<string, CertificateRule>> = {
  'certificado-primeira-licenca': { capa: '1a_licenca', servicos: ['primeiro-emplacamento', 'primeira-licenca'], label: '1ª Licença' },
  'certificado-dap': { capa: 'dap', servicos: [], label: 'DAP' },
};

export const certificateMessages = {
  notCompleted: 'Este certificado só é emitido para um serviço concluído',
  wrongType: (label: string) => `Este certificado só é emitido para um serviço de ${label}`,
} as const;

type ServiceFacts = { status: string; capaProcesso: string; servico: string };

/** Why this service cannot fill this certificate (pt-BR), or null when it can (or the item has no rule). */
export function certificateServiceProblem(itemId: string, service: ServiceFacts): string | null {
  const rule = certificateRules[itemId];
  if (!rule) return null;
  if (service.capaProcesso !== rule.capa && !rule.servicos.includes(service.servico)) return certificateMessages.wrongType(rule.label);
  if (service.status !== 'completed') return certificateMessages.notCompleted;
  return null;
}
