import { describe, expect, it } from 'vitest';
import { adminNotificationMessages as m, type SummaryFacts } from './admin-notification-mails.ts';

const summary: SummaryFacts = {
  from: '2026-11-16',
  to: '2026-11-22',
  newClients: 12,
  newClientNames: ['A', 'B'],
  revenueCents: 123456,
  confirmedPayments: 1,
  failedPayments: 0,
  overdueInvoices: 2,
  overdueCents: 39800,
  incidentsOpened: 0,
  incidentsOpen: 0,
  activeClients: 1500,
  trialClients: 3,
};

describe("administrators' notification texts", () => {
  it('a summary in pt-BR: dates dd/mm/aaaa, R$, thousands, singular and plural, "…" past the listed names', () => {
    const mail = m.summary('weekly', summary, 'Despacha');
    expect(mail.subject).toBe('Resumo semanal 16/11/2026 a 22/11/2026 — Despacha');
    expect(mail.lines).toContain('Novos clientes: 12 (A, B, …)');
    expect(mail.lines).toContain('Receita: R$ 1.234,56 em 1 pagamento confirmado');
    expect(mail.lines).toContain('Incidentes abertos no período: 0');
    expect(mail.lines).toContain('Clientes ativos hoje: 1.500; em teste: 3');
    expect(m.summary('monthly', { ...summary, incidentsOpened: 2, incidentsOpen: 1 }, 'X').lines).toContain(
      'Incidentes abertos no período: 2 (1 ainda aberto)',
    );
  });

  it('expiring: one client in the subject, several counted; today, trial and paid wording', () => {
    const trial = { client: 'Aurora', kind: 'trial' as const, endsOn: '2026-11-25', daysLeft: 1, openInvoices: 0 };
    const paid = { client: 'Boreal', kind: 'paid' as const, endsOn: '2026-11-24', daysLeft: 0, openInvoices: 2 };
    expect(m.expiring([trial], 'D').subject).toBe('Assinatura expirando: Aurora — D');
    const both = m.expiring([trial, paid], 'D');
    expect(both.subject).toBe('2 assinaturas expirando — D');
    expect(both.lines).toContain('• Aurora: período de teste termina em 25/11/2026 (1 dia)');
    expect(both.lines).toContain('• Boreal: será suspensa por inadimplência hoje (2 faturas em aberto)');
  });
});
