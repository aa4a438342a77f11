import type { Option } from './options/option.ts';

// Spec §4 statuses of the back office and of the registry, with their pt-BR labels.

export const invoiceStatusOptions = [
  { value: 'paid', label: 'Paga' },
  { value: 'pending', label: 'Pendente' },
  { value: 'overdue', label: 'Vencida' },
  { value: 'cancelled', label: 'Cancelada' },
  { value: 'draft', label: 'Rascunho' },
] as const satisfies readonly Option[];
export type InvoiceStatus = (typeof invoiceStatusOptions)[number]['value'];

export const paymentStatusOptions = [
  { value: 'confirmed', label: 'Confirmado' },
  { value: 'processing', label: 'Processando' },
  { value: 'failed', label: 'Falhou' },
] as const satisfies readonly Option[];
export type PaymentStatus = (typeof paymentStatusOptions)[number]['value'];

export const paymentMethodOptions = [
  { value: 'pix', label: 'PIX' },
  { value: 'boleto', label: 'Boleto' },
  { value: 'cartao', label: 'Cartão de crédito' },
  { value: 'transferencia', label: 'Transferência bancária' },
] as const satisfies readonly Option[];

export const trialStatusOptions = [
  { value: 'active', label: 'Ativo' },
  { value: 'converted', label: 'Convertido' },
  { value: 'expired', label: 'Expirado' },
] as const satisfies readonly Option[];

export const incidentTypeOptions = [
  { value: 'warning', label: 'Alerta' },
  { value: 'info', label: 'Informação' },
  { value: 'resolved', label: 'Resolvido' },
] as const satisfies readonly Option[];

export const incidentStatusOptions = [
  { value: 'investigating', label: 'Investigando' },
  { value: 'scheduled', label: 'Agendado' },
  { value: 'resolved', label: 'Resolvido' },
] as const satisfies readonly Option[];

export const severityOptions = [
  { value: 'high', label: 'Alta' },
  { value: 'medium', label: 'Média' },
  { value: 'low', label: 'Baixa' },
] as const satisfies readonly Option[];

/** Monitoring: a component's state; anything but online also reads 'offline' where the spec says so. */
export const systemServiceStatusOptions = [
  { value: 'online', label: 'Online' },
  { value: 'warning', label: 'Atenção' },
  { value: 'error', label: 'Erro' },
  { value: 'maintenance', label: 'Manutenção' },
] as const satisfies readonly Option[];

export const systemStatusOptions = [
  { value: 'online', label: 'Online' },
  { value: 'maintenance', label: 'Manutenção' },
  { value: 'issues', label: 'Instabilidade' },
] as const satisfies readonly Option[];

/** A service's position in the DETRAN process (spec: emissao, exigencia, pronto). */
export const servicePositions = ['emissao', 'exigencia', 'pronto'] as const;
export type ServicePosition = (typeof servicePositions)[number];

export const serviceStatusOptions = [
  { value: 'pending', label: 'Pendente' },
  { value: 'in_progress', label: 'Em andamento' },
  { value: 'completed', label: 'Concluído' },
  { value: 'late', label: 'Atrasado' },
] as const satisfies readonly Option[];
export type ServiceStatus = (typeof serviceStatusOptions)[number]['value'];

export const changeTypeOptions = [
  { value: 'upgrade', label: 'Upgrade' },
  { value: 'downgrade', label: 'Downgrade' },
  { value: 'status_change', label: 'Mudança de status' },
  { value: 'other', label: 'Outro' },
] as const satisfies readonly Option[];
export type ChangeType = (typeof changeTypeOptions)[number]['value'];
