import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AgencyUserItem } from '@despacha/domain/contracts/users';
import { buildMe } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const member = (id: string, name: string, email: string, lastAccess: string | null): AgencyUserItem => ({
  id,
  name,
  email,
  phone: null,
  role: 'user',
  status: 'active',
  createdAt: '2026-03-01T12:00:00.000Z',
  lastAccess,
});
// The signed-in dispatcher is 'user-1'; accents and case a code-point order would misplace.
const rows = [
  member('user-1', 'Ana Souza', 'ana@teste.com.br', '2026-03-05T12:00:00.000Z'),
  member('u-2', 'Úrsula Reis', 'ursula@teste.com.br', null),
  member('u-3', 'caio Lima', 'caio@teste.com.br', '2026-03-09T12:00:00.000Z'),
];

describe('Usuários da agência', () => {
  it('sorts the team in the browser from the headers (mouse and keyboard), with aria-sort, never-accessed last', async () => {
    mockApi({
      'GET /api/me': () => ({ body: buildMe('dispatcher') }),
      'GET /api/agency/users': () => ({ body: { items: rows, seats: { used: 3, total: 5 } } }),
    });
    renderApp('/usuarios');
    const ue = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Usuários da agência' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent?.trim());
    const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(name) });

    await ue.click(within(header('Nome')).getByRole('button'));
    expect(names()).toEqual([expect.stringContaining('Ana Souza'), 'caio Lima', 'Úrsula Reis']);
    expect(header('Nome')).toHaveAttribute('aria-sort', 'ascending');
    await ue.keyboard('{Enter}');
    expect(names()).toEqual(['Úrsula Reis', 'caio Lima', expect.stringContaining('Ana Souza')]);
    expect(header('Nome')).toHaveAttribute('aria-sort', 'descending');

    within(header('Último acesso')).getByRole('button').focus();
    await ue.keyboard(' ');
    expect(names()).toEqual([expect.stringContaining('Ana Souza'), 'caio Lima', 'Úrsula Reis']);
    expect(header('Último acesso')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Nome')).toHaveAttribute('aria-sort', 'none');
  });
});
