import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OriginResponse } from '@despacha/domain/contracts/registry/origin';
import { OriginsTable } from './origins-table.tsx';

const origin = (id: string, nomeEmpresa: string, municipio: string, dataCadastro: string): OriginResponse => ({
  id,
  nomeEmpresa,
  razaoSocial: '',
  cnpj: '',
  endereco: '',
  numero: '',
  complemento: '',
  cep: '',
  bairro: '',
  municipio,
  telefone: '',
  email: '',
  dataCadastro,
  createdAt: '2026-03-05T12:00:00.000Z',
});
// Accents and case a code-point order would misplace; one origin without a registration date.
const origins = [
  origin('1', 'Órbita Motos', 'Niterói', '2026-01-10'),
  origin('2', 'auto Center', 'Rio de Janeiro', ''),
  origin('3', 'Barra Veículos', 'Angra dos Reis', '2025-12-01'),
];

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('origins table', () => {
  it('sorts by name first, then from any header (mouse and keyboard) with aria-sort on every sortable column', async () => {
    const user = userEvent.setup();
    render(<OriginsTable origins={origins} onOpen={vi.fn()} />);
    expect(names()).toEqual(['auto Center', 'Barra Veículos', 'Órbita Motos']);
    expect(header('Nome da Empresa')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Município')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Município')).getByRole('button'));
    expect(names()).toEqual(['Barra Veículos', 'Órbita Motos', 'auto Center']);
    expect(header('Município')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Nome da Empresa')).toHaveAttribute('aria-sort', 'none');

    within(header('Cadastro')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Barra Veículos', 'Órbita Motos', 'auto Center']);
    await user.keyboard(' ');
    // Newest first; the origin without a date stays last.
    expect(names()).toEqual(['Órbita Motos', 'Barra Veículos', 'auto Center']);
    expect(header('Cadastro')).toHaveAttribute('aria-sort', 'descending');
  });
});
