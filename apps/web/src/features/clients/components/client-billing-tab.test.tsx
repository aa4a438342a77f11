import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClientDetailResponse, ClientInvoice } from '@despacha/domain/contracts/clients';
import { ClientBillingTab } from './client-billing-tab.tsx';

const invoice = (id: string, issuedOn: string, amountCents: number, paidAt: string | null): ClientInvoice => ({
  id,
  planId: 'avancado',
  planName: 'Avançado',
  amountCents,
  issuedOn,
  dueOn: issuedOn,
  status: paidAt ? 'paid' : 'pending',
  paidAt,
});
// 9 and 10 digit amounts would swap in a text order; one invoice still unpaid.
const invoices = [
  invoice('i1', '2026-02-01', 90000, '2026-02-05T12:00:00.000Z'),
  invoice('i2', '2026-03-01', 100000, null),
  invoice('i3', '2026-01-01', 75900, '2026-01-08T12:00:00.000Z'),
];

const client: ClientDetailResponse = {
  id: '3f1c2d4e-0000-4000-8000-000000000001',
  name: 'Despachante Copacabana',
  email: 'contato@copacabana.com.br',
  phone: '2133334444',
  cnpj: '11444777000161',
  address: 'Rua Principal, 100',
  city: 'Rio de Janeiro',
  state: 'RJ',
  zipCode: '22040002',
  status: 'active',
  additionalUsers: 0,
  trialEndsAt: null,
  createdAt: '2025-03-05T12:00:00.000Z',
  plan: { id: 'avancado', name: 'Avançado', priceCents: 69900, baseUsers: 10, additionalUserPriceCents: 3000 },
  seats: { base: 10, additional: 0, total: 10 },
  totalUsers: 0,
  users: [],
  billing: { monthlyCents: 69900, invoices, nextPaymentOn: null, lastPaymentAt: null, totalPaidCents: 165900 },
  activity: [],
};

const issued = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe("a client's invoices", () => {
  it('sort in the browser from the headers (mouse and keyboard), amounts as numbers, unpaid last', async () => {
    const ue = userEvent.setup();
    render(<ClientBillingTab client={client} />);
    expect(issued()).toEqual(['01/02/2026', '01/03/2026', '01/01/2026']);
    await ue.click(within(header('Valor')).getByRole('button'));
    expect(issued()).toEqual(['01/01/2026', '01/02/2026', '01/03/2026']);
    expect(header('Valor')).toHaveAttribute('aria-sort', 'ascending');
    await ue.keyboard('{Enter}');
    expect(issued()).toEqual(['01/03/2026', '01/02/2026', '01/01/2026']);
    expect(header('Valor')).toHaveAttribute('aria-sort', 'descending');

    within(header('Pago em')).getByRole('button').focus();
    await ue.keyboard(' ');
    expect(issued()).toEqual(['01/01/2026', '01/02/2026', '01/03/2026']);
    await ue.keyboard(' ');
    expect(issued()).toEqual(['01/02/2026', '01/01/2026', '01/03/2026']);
    expect(header('Valor')).toHaveAttribute('aria-sort', 'none');
  });
});
