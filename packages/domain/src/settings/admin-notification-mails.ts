// pt-BR subjects and bodies of the administrators' notification e-mails (Configurações → Notificações,
// decision 034). The server adds the greeting, the link and the signature (platformName, supportEmail).
import { agencyStatusLabel } from '../agency-status.ts';
import { formatMoney } from '../validators/money.ts';

const brDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/** Days ahead a trial's end or a paid subscription's suspension is announced to the administrators. */
export const SUBSCRIPTION_EXPIRING_DAYS = 7;

export type NewClientFacts = {
  name: string;
  cnpj: string;
  email: string;
  planName: string;
  status: string;
  trialEndsOn: string | null;
  /** Who registered it: null when the agency signed itself up (onboarding). */
  createdBy: string | null;
};

export type PaymentFailureFacts = { client: string; invoiceNumber: number; amountCents: number; dueOn: string; method: string | null };
export type OverdueFacts = { client: string; invoiceNumber: number; amountCents: number; dueOn: string };
export type ExpiringFacts = { client: string; kind: 'trial' | 'paid'; endsOn: string; daysLeft: number; openInvoices: number };
export type IncidentFacts = { title: string; severity: string; description: string; automatic: boolean; openedBy: string | null; at: string };
export type SummaryFacts = {
  from: string;
  to: string;
  newClients: number;
  newClientNames: string[];
  revenueCents: number;
  confirmedPayments: number;
  failedPayments: number;
  overdueInvoices: number;
  overdueCents: number;
  incidentsOpened: number;
  incidentsOpen: number;
  activeClients: number;
  trialClients: number;
};

export const adminNotificationMessages = {
  greeting: 'Olá!',
  footer: 'Você recebe este email porque é administrador da plataforma. As notificações são ligadas e desligadas em Configurações → Notificações.',
  openAction: 'Abrir no painel',

  newClient: (c: NewClientFacts, platform: string) => ({
    subject: `Novo cliente cadastrado: ${c.name} — ${platform}`,
    lines: [
      c.createdBy ? `${c.createdBy} cadastrou um novo cliente.` : 'Um novo cliente se cadastrou pelo site.',
      `Cliente: ${c.name}`,
      `CNPJ: ${c.cnpj || 'não informado'}`,
      `Email: ${c.email}`,
      `Plano: ${c.planName}`,
      c.status === 'trial' && c.trialEndsOn ? `Em período de teste até ${brDate(c.trialEndsOn)}.` : `Situação: ${agencyStatusLabel(c.status)}.`,
    ],
  }),

  paymentFailed: (p: PaymentFailureFacts, platform: string) => ({
    subject: `Falha de pagamento: ${p.client}, fatura nº ${p.invoiceNumber} — ${platform}`,
    lines: [
      'O provedor de pagamentos recusou uma cobrança.',
      `Cliente: ${p.client}`,
      `Fatura nº ${p.invoiceNumber}, valor ${formatMoney(p.amountCents)}, vencimento ${brDate(p.dueOn)}.`,
      ...(p.method ? [`Forma de pagamento: ${p.method}.`] : []),
    ],
  }),

  overdue: (items: OverdueFacts[], platform: string) => ({
    subject: `${items.length === 1 ? 'Fatura vencida sem pagamento' : `${items.length} faturas vencidas sem pagamento`} — ${platform}`,
    lines: [
      items.length === 1 ? 'Esta fatura venceu sem pagamento:' : 'Estas faturas venceram sem pagamento:',
      ...items.map((i) => `• ${i.client}: fatura nº ${i.invoiceNumber}, ${formatMoney(i.amountCents)}, venceu em ${brDate(i.dueOn)}`),
    ],
  }),

  expiring: (items: ExpiringFacts[], platform: string) => ({
    subject: `${items.length === 1 ? `Assinatura expirando: ${items[0]!.client}` : `${items.length} assinaturas expirando`} — ${platform}`,
    lines: [
      `Assinaturas que terminam nos próximos ${SUBSCRIPTION_EXPIRING_DAYS} dias:`,
      ...items.map((i) => {
        const when = i.daysLeft <= 0 ? 'hoje' : `em ${brDate(i.endsOn)} (${plural(i.daysLeft, 'dia', 'dias')})`;
        return i.kind === 'trial'
          ? `• ${i.client}: período de teste termina ${when}`
          : `• ${i.client}: será suspensa por inadimplência ${when} (${plural(i.openInvoices, 'fatura em aberto', 'faturas em aberto')})`;
      }),
    ],
  }),

  incident: (i: IncidentFacts, platform: string) => ({
    subject: `Alerta do sistema: ${i.title} — ${platform}`,
    lines: [
      i.automatic ? 'O monitoramento abriu um incidente automaticamente.' : `${i.openedBy ?? 'Um administrador'} registrou um incidente.`,
      `Incidente: ${i.title}`,
      `Gravidade: ${i.severity}`,
      `Aberto em: ${i.at}`,
      ...(i.description ? [i.description] : []),
    ],
  }),

  summary: (period: 'weekly' | 'monthly', s: SummaryFacts, platform: string) => ({
    subject: `${period === 'weekly' ? 'Resumo semanal' : 'Resumo mensal'} ${brDate(s.from)} a ${brDate(s.to)} — ${platform}`,
    lines: [
      `${period === 'weekly' ? 'Resumo da semana' : 'Resumo do mês'} de ${brDate(s.from)} a ${brDate(s.to)}:`,
      `Novos clientes: ${s.newClients.toLocaleString('pt-BR')}${s.newClientNames.length ? ` (${s.newClientNames.join(', ')}${s.newClients > s.newClientNames.length ? ', …' : ''})` : ''}`,
      `Receita: ${formatMoney(s.revenueCents)} em ${plural(s.confirmedPayments, 'pagamento confirmado', 'pagamentos confirmados')}`,
      `Pagamentos recusados: ${s.failedPayments.toLocaleString('pt-BR')}`,
      `Faturas vencidas sem pagamento: ${s.overdueInvoices.toLocaleString('pt-BR')} (${formatMoney(s.overdueCents)})`,
      `Incidentes abertos no período: ${s.incidentsOpened.toLocaleString('pt-BR')}${s.incidentsOpened ? ` (${plural(s.incidentsOpen, 'ainda aberto', 'ainda abertos')})` : ''}`,
      `Clientes ativos hoje: ${s.activeClients.toLocaleString('pt-BR')}; em teste: ${s.trialClients.toLocaleString('pt-BR')}`,
    ],
  }),
} as const;
