import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClientUser } from '@despacha/domain/contracts/clients';
import { ClientUsersTab } from './client-users-tab.tsx';

const user = (id: string, name: string, lastSignInAt: string | null): ClientUser => ({
  id,
  name,
  email: `${id}@cliente.com.br`,
  role: 'user',
  active: true,
  lastSignInAt,
  createdAt: '2026-01-01T12:00:00.000Z',
});
// Accents and case a code-point order would misplace; one user who never signed in.
const users = [user('u1', 'Érica', '2026-03-02T12:00:00.000Z'), user('u2', 'bruno', null), user('u3', 'Davi', '2026-03-09T12:00:00.000Z')];

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe("a client's users", () => {
  it('sort in the browser from the headers (mouse and keyboard), with aria-sort, never-signed-in last', async () => {
    const ue = userEvent.setup();
    render(<ClientUsersTab users={users} />);
    expect(names()).toEqual(['Érica', 'bruno', 'Davi']);
    await ue.click(within(header('Nome')).getByRole('button'));
    expect(names()).toEqual(['bruno', 'Davi', 'Érica']);
    expect(header('Nome')).toHaveAttribute('aria-sort', 'ascending');
    await ue.keyboard('{Enter}');
    expect(names()).toEqual(['Érica', 'Davi', 'bruno']);
    expect(header('Nome')).toHaveAttribute('aria-sort', 'descending');

    within(header('Último acesso')).getByRole('button').focus();
    await ue.keyboard(' ');
    expect(names()).toEqual(['Érica', 'Davi', 'bruno']);
    await ue.keyboard(' ');
    expect(names()).toEqual(['Davi', 'Érica', 'bruno']);
    expect(header('Último acesso')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Nome')).toHaveAttribute('aria-sort', 'none');
  });
});
