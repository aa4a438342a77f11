import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BillingInvoiceItem } from '@despacha/domain/billing/admin';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { buildAdminPlan, buildSummary, buildTrial as trial, trialPage } from '../test-factories.ts';

const invoice = (overrides: Partial<BillingInvoiceItem>): BillingInvoiceItem => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  number: 17,
  clientId: 'a1',
  clientName: 'Despachante Centro',
  planName: 'Básico',
  amountCents: 19900,
  paidCents: 0,
  issuedDate: '2026-03-01',
  dueDate: '2026-03-10',
  status: 'overdue',
  anomalies: [],
  ...overrides,
});

function setup(overrides: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/admin/subscriptions/summary': () => ({ body: buildSummary() }),
    'GET /api/admin/plans': () => ({ body: [buildAdminPlan()] }),
    'GET /api/admin/subscriptions/trials': () => ({
      body: trialPage([trial(), trial({ clientId: 'a3', clientName: 'Despachante Sul', status: 'converted', clientStatus: 'active' })]),
    }),
    'GET /api/admin/billing/invoices': () => ({
      body: {
        items: [
          invoice({}),
          invoice({ id: 'ffff0000-0000-4000-8000-000000000002', number: 18, clientName: 'Despachante Oeste', status: 'paid', paidCents: 19900 }),
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      },
    }),
    ...overrides,
  });
  return { ...api, ...renderApp('/admin/subscriptions'), user: userEvent.setup() };
}

const postsTo = (calls: { method: string; path: string; body: unknown }[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('Assinaturas: trial and invoice actions', { timeout: 20_000 }, () => {
  it('Converter asks first, then converts and says which invoice was issued', async () => {
    const { user, calls } = setup({ 'POST /api/admin/trials/a2/convert': () => ({ body: { invoiceId: 'i9', number: 42 } }) });
    await user.click(await screen.findByRole('tab', { name: 'Períodos de Teste' }));
    const table = await screen.findByRole('table', { name: 'Clientes em período de teste' });
    // A converted trial has no actions.
    expect(within(table).queryByRole('button', { name: 'Converter Despachante Sul' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Converter Despachante Norte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Converter período de teste' });
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(postsTo(calls, '/api/admin/trials/a2/convert')).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: 'Converter Despachante Norte' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Converter' }));
    expect(await screen.findByText('Assinatura ativa. Fatura nº 42 emitida.')).toBeInTheDocument();
    expect(postsTo(calls, '/api/admin/trials/a2/convert')).toHaveLength(1);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/subscriptions/trials').length).toBeGreaterThan(1));
  });

  it('Estender checks days and reason before sending them', async () => {
    const { user, calls } = setup({ 'POST /api/admin/trials/a2/extend': () => ({ body: { trialEndsAt: '2026-04-10T15:00:00.000Z' } }) });
    await user.click(await screen.findByRole('tab', { name: 'Períodos de Teste' }));
    await user.click(await screen.findByRole('button', { name: 'Estender Despachante Norte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Estender período de teste' });
    await user.type(within(dialog).getByLabelText('Dias'), '91');
    await user.click(within(dialog).getByRole('button', { name: 'Estender' }));
    // The contract loads on submit: the messages come after it.
    expect(await within(dialog).findByText('Dias: um número inteiro entre 1 e 90.')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe o motivo da extensão.')).toBeInTheDocument();
    expect(postsTo(calls, '/api/admin/trials/a2/extend')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Dias'));
    await user.type(within(dialog).getByLabelText('Dias'), '10');
    await user.type(within(dialog).getByLabelText('Motivo'), 'Negociação');
    await user.click(within(dialog).getByRole('button', { name: 'Estender' }));
    expect(await screen.findByText('O teste agora termina em 10/04/2026.')).toBeInTheDocument();
    expect(postsTo(calls, '/api/admin/trials/a2/extend')[0]!.body).toEqual({ days: 10, reason: 'Negociação' });
  });

  it("Faturas keeps Faturamento's actions: Reenviar on an open invoice, none on a paid one, then the list is read again", async () => {
    const { user, calls } = setup({
      'POST /api/admin/invoices/a1b2c3d4-0000-4000-8000-000000000001/resend': () => ({
        body: { id: 'x', number: 17, status: 'overdue', sentTo: 'centro@despachante.com.br' },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Faturas' }));
    const table = await screen.findByRole('table', { name: 'Faturas' });
    const [open, paid] = within(table).getAllByRole('row').slice(1);
    expect(within(paid!).queryByRole('button', { name: 'Reenviar' })).not.toBeInTheDocument();
    expect(within(paid!).queryByRole('button', { name: 'Cancelar fatura' })).not.toBeInTheDocument();
    await user.click(within(open!).getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText('Fatura reenviada ao cliente')).toBeInTheDocument();
    expect(postsTo(calls, '/api/admin/invoices/a1b2c3d4-0000-4000-8000-000000000001/resend')).toHaveLength(1);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/billing/invoices').length).toBeGreaterThan(1));
  });

  it('Cancelar fatura asks first and shows the server reason when refused', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, calls } = setup({
      'POST /api/admin/invoices/a1b2c3d4-0000-4000-8000-000000000001/cancel': () =>
        apiError(409, 'INVOICE_NOT_CANCELLABLE', 'Só faturas pendentes, vencidas ou em rascunho podem ser canceladas.'),
    });
    await user.click(await screen.findByRole('tab', { name: 'Faturas' }));
    const table = await screen.findByRole('table', { name: 'Faturas' });
    const open = within(table).getAllByRole('row')[1]!;
    await user.click(within(open).getByRole('button', { name: 'Cancelar fatura' }));
    expect(confirm).toHaveBeenLastCalledWith('Cancelar a fatura nº 17? Ela deixa de ser cobrada.');
    expect(postsTo(calls, '/api/admin/invoices/a1b2c3d4-0000-4000-8000-000000000001/cancel')).toHaveLength(0);
    await user.click(within(open).getByRole('button', { name: 'Cancelar fatura' }));
    expect(await screen.findByText('Só faturas pendentes, vencidas ou em rascunho podem ser canceladas.')).toBeInTheDocument();
    expect(postsTo(calls, '/api/admin/invoices/a1b2c3d4-0000-4000-8000-000000000001/cancel')).toHaveLength(1);
    confirm.mockRestore();
  });
});
