import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LedgerPayment, LedgerResponse } from '@despacha/domain/ledger/contracts';
import type { Role } from '@despacha/domain/roles';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

// Financeiro do serviço (decision 025): the ledger as the server answers it, the payment form
// with its overpayment question, and estornos for the dispatcher only.

const payment = (overrides: Partial<LedgerPayment> = {}): LedgerPayment => ({
  id: 'pay-1',
  number: 12,
  paidOn: '2026-11-20',
  method: 'pix',
  amount: 20000,
  note: '',
  createdByName: 'Ana Souza',
  createdAt: '2026-11-20T12:00:00.000Z',
  voidedAt: null,
  voidedByName: '',
  voidReason: '',
  receivedById: 'user-1',
  receivedByName: 'Ana Souza',
  ...overrides,
});

function ledger(paid: number, payments: LedgerPayment[]): LedgerResponse {
  const total = 55000;
  return {
    service: {
      id: 'service-1',
      number: 7,
      vehicleId: 'vehicle-1',
      ownerName: 'José da Conceição',
      placa: 'ABC1D23',
      valor: 25000,
      honorarios: 30000,
      duvidas: 0,
      extras: 0,
      total,
      paid,
      balance: Math.max(0, total - paid),
      credit: Math.max(0, paid - total),
    },
    payments,
    expenses: [
      {
        id: 'exp-1',
        kind: 'taxa_detran',
        paidOn: '2026-11-21',
        method: 'boleto',
        amount: 18324,
        note: 'DUDA 001-9',
        createdByName: 'Ana Souza',
        createdAt: '2026-11-21T12:00:00.000Z',
        voidedAt: null,
        voidedByName: '',
        voidReason: '',
      },
    ],
    refunds: [],
    transfers: [],
    totals: { payments: payments.reduce((s, p) => s + (p.voidedAt ? 0 : p.amount), 0), expenses: 18324 },
    creditTotals: { refunds: 0, transfersIn: 0, transfersOut: 0 },
    staff: [
      { id: 'user-1', name: 'Ana Souza' },
      { id: 'user-2', name: 'Beto Lima' },
    ],
  };
}

function setup(role: Role, handlers: Record<string, MockHandler> = {}, initial = ledger(20000, [payment()])) {
  const api = mockApi({ 'GET /api/me': () => ({ body: buildMe(role) }), 'GET /api/services/service-1/ledger': () => ({ body: initial }), ...handlers });
  renderApp('/servicos/service-1/financeiro');
  return { ...api, user: userEvent.setup() };
}
const figure = (label: string) => screen.getByRole('group', { name: label });

describe('service ledger', () => {
  it('shows total, paid and saldo from the ledger, both lists with totals and each payment receipt', async () => {
    setup('user');
    expect(await screen.findByText('Serviço nº 7 — José da Conceição — ABC1D23')).toBeInTheDocument();
    expect(figure('Total do serviço')).toHaveTextContent('R$ 550,00');
    expect(figure('Valor pago')).toHaveTextContent('R$ 200,00');
    expect(figure('Saldo a pagar')).toHaveTextContent('R$ 350,00');
    const payments = screen.getByRole('region', { name: 'Pagamentos recebidos' });
    expect(payments).toHaveTextContent('Total recebido: R$ 200,00');
    expect(within(payments).getByRole('link', { name: 'Imprimir recibo nº 12' })).toHaveAttribute('href', '/api/services/service-1/payments/pay-1/receipt.pdf');
    const expenses = screen.getByRole('region', { name: 'Despesas pagas pela agência em nome do cliente' });
    expect(expenses).toHaveTextContent('Taxas DETRAN / DUDA');
    expect(expenses).toHaveTextContent('Total de despesas: R$ 183,24');
    expect(screen.getByRole('link', { name: 'Voltar ao cadastro' })).toHaveAttribute('href', '/cadastro-sistema?veiculo=vehicle-1&servico=service-1');
    // A plain user records but does not void.
    expect(screen.queryByRole('button', { name: /Estornar/ })).not.toBeInTheDocument();
  });

  it('records a payment: balance offered, signed-in user as receiver; beyond the balance it asks, then confirms the credit', async () => {
    const posted: Record<string, unknown>[] = [];
    const { user } = setup('dispatcher', {
      'POST /api/services/service-1/payments': ({ body }) => {
        posted.push(body as Record<string, unknown>);
        if (!(body as { confirmOverpayment?: boolean }).confirmOverpayment) {
          const message = 'O valor pago (R$ 600,00) é maior que o total do serviço (R$ 550,00). Confirme para registrar a diferença como crédito do cliente.';
          return apiError(400, 'OVERPAYMENT', message, { amount: message });
        }
        return {
          status: 201,
          body: ledger(60000, [
            payment(),
            payment({ id: 'pay-2', number: 13, amount: 40000, method: 'dinheiro', receivedById: 'user-2', receivedByName: 'Beto Lima' }),
          ]),
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Registrar pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pagamento' });
    const amount = within(dialog).getByLabelText('Valor');
    expect(amount).toHaveValue('350,00');
    expect(within(dialog).getByRole('combobox', { name: 'Recebido por' })).toHaveValue('user-1');
    await user.clear(amount);
    await user.type(amount, '400');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Forma de pagamento' }), 'dinheiro');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Recebido por' }), 'user-2');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const question = await within(dialog).findByRole('alertdialog', { name: 'Valor pago maior que o total' });
    expect(question).toHaveTextContent('Registrar R$ 50,00 como crédito do cliente?');
    await user.click(within(question).getByRole('button', { name: 'Registrar crédito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted.map((b) => b.confirmOverpayment)).toEqual([false, true]);
    expect(posted[1]).toMatchObject({ method: 'dinheiro', amount: '400,00', receivedBy: 'user-2' });
    expect(figure('Crédito do cliente')).toHaveTextContent('R$ 50,00');
    expect(screen.getByRole('region', { name: 'Pagamentos recebidos' })).toHaveTextContent('Beto Lima');
  }, 30_000);

  it('shows a refusal under its field', async () => {
    const { user } = setup('user', {
      'POST /api/services/service-1/expenses': () => apiError(400, 'VALIDATION', 'Dados inválidos', { kind: 'Selecione o tipo de despesa' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Registrar despesa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar despesa' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Selecione o tipo de despesa')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Tipo de despesa' })).toHaveAccessibleDescription('Selecione o tipo de despesa');
  });

  it('lets the dispatcher void a payment with a reason; it stays listed as voided', async () => {
    const voided = payment({ voidedAt: '2026-11-22T12:00:00.000Z', voidedByName: 'Ana Souza', voidReason: 'PIX devolvido' });
    const bodies: unknown[] = [];
    const { user } = setup('dispatcher', {
      'POST /api/services/service-1/payments/pay-1/void': ({ body }) => (bodies.push(body), { body: ledger(0, [voided]) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Estornar pagamento nº 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Estornar lançamento' });
    await user.type(within(dialog).getByLabelText('Motivo do estorno'), 'PIX devolvido');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar estorno' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ reason: 'PIX devolvido' }]);
    const payments = screen.getByRole('region', { name: 'Pagamentos recebidos' });
    expect(payments).toHaveTextContent('Estornado por Ana Souza: PIX devolvido');
    expect(within(payments).getByRole('link', { name: 'Imprimir recibo nº 12' })).toBeInTheDocument();
    expect(within(payments).queryByRole('button', { name: 'Estornar pagamento nº 12' })).not.toBeInTheDocument();
    expect(figure('Saldo a pagar')).toHaveTextContent('R$ 550,00');
  }, 30_000);
});
