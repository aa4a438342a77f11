import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LedgerCreditTransfer, LedgerRefund, LedgerResponse } from '@despacha/domain/ledger/contracts';
import type { Role } from '@despacha/domain/roles';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

// The customer's credit (decision 059): Devolver crédito and Transferir crédito appear only with a
// credit; each dialog sends what was typed, shows the server's refusal under its field, and the
// ledger the server answers replaces the screen's.

const TOTAL = 55000;
function ledger(paid: number, extra: { refunds?: LedgerRefund[]; transfers?: LedgerCreditTransfer[] } = {}): LedgerResponse {
  const refunds = extra.refunds ?? [];
  const transfers = extra.transfers ?? [];
  const live = (list: { amount: number; voidedAt: string | null }[]) => list.reduce((s, e) => s + (e.voidedAt ? 0 : e.amount), 0);
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
      total: TOTAL,
      paid,
      balance: Math.max(0, TOTAL - paid),
      credit: Math.max(0, paid - TOTAL),
    },
    payments: [],
    expenses: [],
    refunds,
    transfers,
    totals: { payments: 60000, expenses: 0 },
    creditTotals: { refunds: live(refunds), transfersIn: 0, transfersOut: live(transfers) },
    staff: [{ id: 'user-1', name: 'Ana Souza' }],
  };
}
const entry = { note: '', createdByName: 'Ana Souza', createdAt: '2026-11-20T12:00:00.000Z', voidedAt: null, voidedByName: '', voidReason: '' };
const refund: LedgerRefund = { ...entry, id: 'ref-1', number: 1, paidOn: '2026-11-20', method: 'pix', amount: 5000 };
const transfer: LedgerCreditTransfer = {
  ...entry,
  id: 'tr-1',
  direction: 'out',
  otherServiceId: 'service-2',
  otherServiceNumber: 8,
  paidOn: '2026-11-20',
  amount: 5000,
};
const targets = { services: [{ id: 'service-2', number: 8, label: 'Licenciamento anual', placa: 'ABC1D23', total: 3000, balance: 3000, feeUnknown: false }] };

function setup(role: Role, handlers: Record<string, MockHandler> = {}, initial = ledger(60000)) {
  const api = mockApi({ 'GET /api/me': () => ({ body: buildMe(role) }), 'GET /api/services/service-1/ledger': () => ({ body: initial }), ...handlers });
  renderApp('/servicos/service-1/financeiro');
  return { ...api, user: userEvent.setup() };
}

describe("the customer's credit", () => {
  it('offers neither action without a credit', async () => {
    setup('user', {}, ledger(20000));
    expect(await screen.findByText('Serviço nº 7 — José da Conceição — ABC1D23')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Devolver crédito' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transferir crédito' })).not.toBeInTheDocument();
  });

  it('gives the credit back: the whole credit offered, a refusal under its field, then the refund and its receipt listed', async () => {
    const posted: Record<string, unknown>[] = [];
    const { user } = setup('dispatcher', {
      'POST /api/services/service-1/refunds': ({ body }) => {
        posted.push(body as Record<string, unknown>);
        if (posted.length === 1) return apiError(400, 'VALIDATION', 'Dados inválidos', { method: 'Selecione a forma de pagamento' });
        return { status: 201, body: ledger(55000, { refunds: [refund] }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Devolver crédito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver crédito ao cliente' });
    expect(dialog).toHaveTextContent('Crédito do cliente: R$ 50,00.');
    expect(within(dialog).getByLabelText('Valor')).toHaveValue('50,00');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Selecione a forma de pagamento')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Forma de devolução' }), 'pix');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted[1]).toMatchObject({ method: 'pix', amount: '50,00', note: '' });
    const refunds = screen.getByRole('region', { name: 'Devoluções de crédito' });
    expect(refunds).toHaveTextContent('Total devolvido: R$ 50,00');
    expect(within(refunds).getByRole('link', { name: 'Imprimir recibo de devolução nº 1' })).toHaveAttribute(
      'href',
      '/api/services/service-1/refunds/ref-1/receipt.pdf',
    );
    expect(within(refunds).getByRole('button', { name: 'Estornar devolução nº 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Devolver crédito' })).not.toBeInTheDocument();
  }, 30_000);

  it('asks before closing the refund dialog once something was typed', async () => {
    const { user } = setup('user');
    await user.click(await screen.findByRole('button', { name: 'Devolver crédito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver crédito ao cliente' });
    await user.type(within(dialog).getByLabelText('Observação'), 'Em espécie');
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Descartar alterações?' })).getByRole('button', { name: 'Continuar editando' }));
    expect(within(screen.getByRole('dialog', { name: 'Devolver crédito ao cliente' })).getByLabelText('Observação')).toHaveValue('Em espécie');
  }, 30_000);

  it("carries the credit to one of the owner's open services, asking before it leaves a credit there", async () => {
    const posted: Record<string, unknown>[] = [];
    const { user } = setup('dispatcher', {
      'GET /api/services/service-1/credit-targets': () => ({ body: targets }),
      'POST /api/services/service-1/credit-transfers': ({ body }) => {
        posted.push(body as Record<string, unknown>);
        if (!(body as { confirmOverpayment?: boolean }).confirmOverpayment) {
          return apiError(
            400,
            'OVERPAYMENT',
            'O valor pago (R$ 50,00) é maior que o total do serviço (R$ 30,00). Confirme para registrar a diferença como crédito do cliente.',
          );
        }
        return { status: 201, body: ledger(55000, { transfers: [transfer] }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Transferir crédito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transferir crédito para outro serviço' });
    const select = await within(dialog).findByRole('combobox', { name: 'Serviço de destino' });
    expect(within(select).getByRole('option', { name: 'Nº 8 — Licenciamento anual — ABC1D23 — saldo a pagar R$ 30,00' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Forma de pagamento' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'service-2');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const question = await within(dialog).findByRole('alertdialog', { name: 'Valor pago maior que o total' });
    expect(question).toHaveTextContent('A diferença fica como crédito do cliente no serviço de destino.');
    await user.click(within(question).getByRole('button', { name: 'Transferir assim mesmo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted.map((b) => [b.toServiceId, b.amount, b.confirmOverpayment])).toEqual([
      ['service-2', '50,00', false],
      ['service-2', '50,00', true],
    ]);
    const transfers = screen.getByRole('region', { name: 'Transferências de crédito' });
    expect(transfers).toHaveTextContent('Para o serviço nº 8');
    expect(within(transfers).getByRole('button', { name: 'Estornar transferência para o serviço nº 8' })).toBeInTheDocument();
  }, 30_000);

  it('says so when the owner has no other open service', async () => {
    const { user } = setup('user', { 'GET /api/services/service-1/credit-targets': () => ({ body: { services: [] } }) });
    await user.click(await screen.findByRole('button', { name: 'Transferir crédito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transferir crédito para outro serviço' });
    expect(await within(dialog).findByText('Este cliente não tem outro serviço em aberto para receber o crédito.')).toBeInTheDocument();
  });
});
