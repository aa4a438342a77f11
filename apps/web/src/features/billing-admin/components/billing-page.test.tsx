import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BillingInvoiceItem, BillingSummaryResponse } from '@despacha/domain/billing/admin';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const invoice = (overrides: Partial<BillingInvoiceItem> = {}): BillingInvoiceItem => ({
  id: '11111111-1111-4111-8111-111111111111',
  number: 42,
  clientId: 'c1',
  clientName: 'Despachante Alfa',
  planName: 'Básico',
  amountCents: 29900,
  paidCents: 10000,
  issuedDate: '2026-02-05',
  dueDate: '2026-02-15',
  status: 'pending',
  anomalies: [],
  ...overrides,
});

function setup(summaries: BillingSummaryResponse[]) {
  let reads = 0;
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/admin/billing/summary': () => ({ body: summaries[Math.min(reads++, summaries.length - 1)] }),
    'GET /api/admin/billing/invoices': () => ({
      body: {
        items: [
          invoice(),
          invoice({ id: '22222222-2222-4222-8222-222222222222', number: 43, status: 'paid', paidCents: 29900 }),
          invoice({
            id: '33333333-3333-4333-8333-333333333333',
            number: 44,
            status: 'paid',
            amountCents: 19900,
            paidCents: 39800,
            anomalies: ['overpaid', 'paid_before_issue'],
          }),
        ],
        total: 45,
        page: 1,
        pageSize: 20,
      },
    }),
    'POST /api/admin/invoices/11111111-1111-4111-8111-111111111111/payments': ({ body }) =>
      (body as { method: string }).method
        ? { status: 201, body: { invoiceStatus: 'paid' } }
        : apiError(400, 'VALIDATION', 'Dados inválidos', { method: 'Selecione a forma de pagamento' }),
  });
  return { ...api, ...renderApp('/admin/billing'), user: userEvent.setup() };
}

const card = (label: string) => within(screen.getByRole('group', { name: label })).getByTestId('stat-value');
const before = { totalRevenueCents: 209600, pendingCents: 19900, overdueCents: 69900, collectionRate: 67, paidInvoices: 4, totalInvoices: 6 };
const after = { ...before, totalRevenueCents: 229500, pendingCents: 0, collectionRate: 83, paidInvoices: 5 };

describe('Faturamento', () => {
  it('shows the cards, pages the invoices on the server and records a payment that moves the cards', async () => {
    const { user, calls, fetchMock } = setup([before, after]);
    expect(await within(await screen.findByRole('group', { name: 'Receita Total' })).findByTestId('stat-value')).toBeInTheDocument();
    expect(card('Receita Total')).toHaveTextContent('R$ 2.096,00');
    expect(card('Valor Pendente')).toHaveTextContent('R$ 199,00');
    expect(card('Valor Vencido')).toHaveTextContent('R$ 699,00');
    expect(card('Taxa de Cobrança')).toHaveTextContent('67%');
    const pager = await screen.findByRole('navigation', { name: 'Páginas das faturas' });
    expect(pager).toHaveTextContent('Faturas 1–20 de 45');
    expect(pager).toHaveTextContent('Página 1 de 3');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'alfa');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/admin/billing/invoices?q=alfa&page=1&sort=issued&dir=desc'),
    );
    await user.click(screen.getByRole('button', { name: /Valor/ }));
    await waitFor(() => expect(fetchMock.mock.calls.map(([input]) => String(input)).some((u) => u.includes('sort=amount&dir=asc'))).toBe(true));

    // Only open invoices take a payment.
    expect(screen.getAllByRole('button', { name: /^Registrar pagamento/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Registrar pagamento 42' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Valor (R$)')).toHaveValue('199,00');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('Selecione a forma de pagamento')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/Forma de pagamento/), 'pix');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ method: 'pix', amountCents: '199,00' });
    await waitFor(() => expect(card('Receita Total')).toHaveTextContent('R$ 2.295,00'));
    expect(card('Taxa de Cobrança')).toHaveTextContent('83%');
  });

  it('names what a flagged invoice carried and filters flagged invoices on the server', async () => {
    const { user, fetchMock } = setup([before]);
    const flags = await screen.findByRole('list', { name: 'Divergência no pagamento 44' });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pago a mais: R$ 398,00 de R$ 199,00', 'Data de pagamento fora do período da fatura: anterior à emissão']);
    expect(screen.queryByRole('list', { name: 'Divergência no pagamento 42' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Divergências'), 'any');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/admin/billing/invoices?anomaly=any&page=1&sort=issued&dir=desc'),
    );
  });

  it('offers the four reports in three formats for the chosen period', async () => {
    const { user } = setup([before]);
    await user.click(await screen.findByRole('tab', { name: 'Relatórios' }));
    const from = screen.getByLabelText('De');
    await user.clear(from);
    await user.type(from, '01012026');
    for (const name of ['Faturas do período', 'Pagamentos do período', 'Inadimplência', 'Resumo do período']) {
      const group = screen.getByRole('group', { name });
      expect(within(group).getAllByRole('link')).toHaveLength(3);
    }
    const csv = within(screen.getByRole('group', { name: 'Faturas do período' })).getByRole('link', { name: /CSV/ });
    expect(csv.getAttribute('href')).toMatch(/^\/api\/admin\/billing\/reports\/faturas\?format=csv&from=2026-01-01&to=\d{4}-\d{2}-\d{2}$/);
  });
});
