import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgencySubscriptionResponse } from '@despacha/domain/billing/agency';
import type { Role } from '@despacha/domain/roles';
import { buildAgency, buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const plan = (id: string, name: string, priceCents: number, baseUsers: number) => ({ id, name, priceCents, baseUsers, additionalUserPriceCents: 4000 });

function subscription(): AgencySubscriptionResponse {
  return {
    status: 'active',
    plan: plan('intermediario', 'Intermediário', 39900, 5),
    seats: { used: 4, included: 5, additional: 2 },
    nextInvoice: { date: '2026-12-05', amountCents: 47900 },
    invoices: [
      { id: 'inv-2', number: 1042, periodStart: '2026-11-05', periodEnd: '2026-12-04', dueOn: '2026-11-15', amountCents: 47900, status: 'overdue' },
      { id: 'inv-1', number: 1001, periodStart: '2026-10-05', periodEnd: '2026-11-04', dueOn: '2026-10-15', amountCents: 47900, status: 'paid' },
    ],
    payments: [{ id: 'pay-1', invoiceNumber: 1001, method: 'pix', amountCents: 47900, paidOn: '2026-10-12', status: 'confirmed' }],
    plans: [plan('basico', 'Básico', 19900, 2), plan('intermediario', 'Intermediário', 39900, 5), plan('avancado', 'Avançado', 69900, 10)],
  };
}

function setup(path: string, o: { role?: Role; status?: string; handlers?: Record<string, MockHandler> } = {}) {
  const me = buildMe(o.role ?? 'dispatcher', buildAgency({ status: (o.status ?? 'active') as 'active' }));
  const api = mockApi({
    'GET /api/me': () => ({ body: me }),
    'GET /api/agency/subscription': () => ({ body: subscription() }),
    'GET /api/agency/status': () => ({ body: { status: o.status ?? 'active', reason: 'Inadimplência' } }),
    'GET /api/invoices/inv-2/pix': () => ({
      body: {
        brCode: '00020126580014br.gov.bcb.pix0136chave-teste6304ABCD',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>',
      },
    }),
    ...o.handlers,
  });
  return { ...api, ...renderApp(path), ue: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('Assinatura', { timeout: 20_000 }, () => {
  it('shows the plan, seats, next invoice, invoices and payments as the server sends them', async () => {
    setup('/assinatura');
    expect(await screen.findByText('Intermediário')).toBeInTheDocument();
    expect(screen.getByText('4 de 7')).toBeInTheDocument();
    expect(screen.getByText('5 incluídos no plano + 2 adicionais')).toBeInTheDocument();
    expect(screen.getByText('Emitida em 05/12/2026')).toBeInTheDocument();
    const invoices = screen.getByRole('table', { name: 'Faturas' });
    expect(within(invoices).getByText('1042')).toBeInTheDocument();
    expect(within(invoices).getByText('Vencida')).toBeInTheDocument();
    expect(within(invoices).getByRole('link', { name: 'Baixar o PDF da fatura 1042' })).toHaveAttribute('href', '/api/invoices/inv-2/pdf');
    // A paid invoice has no PIX to pay.
    expect(within(invoices).queryByRole('button', { name: 'Pagar a fatura 1001 com PIX' })).not.toBeInTheDocument();
    const payments = screen.getByRole('table', { name: 'Pagamentos' });
    expect(within(payments).getByText('12/10/2026')).toBeInTheDocument();
  });

  it('opens the PIX of an open invoice with its copia-e-cola and copies it', async () => {
    const { ue } = setup('/assinatura');
    await ue.click(await screen.findByRole('button', { name: 'Pagar a fatura 1042 com PIX' }));
    const dialog = await screen.findByRole('dialog', { name: 'PIX da fatura 1042' });
    expect(await within(dialog).findByRole('textbox', { name: 'PIX copia e cola' })).toHaveValue('00020126580014br.gov.bcb.pix0136chave-teste6304ABCD');
    expect(within(dialog).getByRole('img', { name: 'QR Code do PIX' })).toBeInTheDocument();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await ue.click(within(dialog).getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith('00020126580014br.gov.bcb.pix0136chave-teste6304ABCD');
    expect(await within(dialog).findByText('Código copiado')).toBeInTheDocument();
  });

  it("asks for a plan change and shows the server's refusal when the seats do not fit", async () => {
    const refusal = 'Não é possível mudar para este plano: a agência tem 4 usuários ativos e o plano comporta 4. Desative usuários antes.';
    const { ue, calls } = setup('/assinatura', { handlers: { 'POST /api/agency/subscription/plan-change': () => apiError(409, 'SEATS_EXCEEDED', refusal) } });
    await ue.selectOptions(await screen.findByRole('combobox', { name: 'Novo plano' }), 'basico');
    await ue.click(screen.getByRole('button', { name: 'Solicitar mudança' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ planId: 'basico' });
  });
});

describe('a blocked agency', { timeout: 20_000 }, () => {
  it('shows its user one page saying why and what to do, with sign-out, instead of the app', async () => {
    setup('/dashboard', { role: 'user', status: 'suspended' });
    expect(await screen.findByRole('heading', { name: 'Agência suspensa' })).toBeInTheDocument();
    expect(await screen.findByText('Motivo: Inadimplência')).toBeInTheDocument();
    expect(screen.getByText(/Peça ao despachante responsável/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('lets a dispatcher go to Assinatura to pay', async () => {
    const { ue } = setup('/dashboard', { status: 'cancelled' });
    expect(await screen.findByRole('heading', { name: 'Agência cancelada' })).toBeInTheDocument();
    await ue.click(screen.getByRole('link', { name: 'Ir para Assinatura' }));
    expect(await screen.findByRole('table', { name: 'Faturas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao aviso' })).toBeInTheDocument();
  });
});
