import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@despacha/domain/contracts/registry/registration';
import { buildOwner, buildVehicle } from '../../../test/factories.ts';
import { buildService } from '../test-factories.ts';
import { SearchResults } from './search-results.tsx';

// Accents and case that a plain code-point order would misplace; one hit without a vehicle.
const hits: SearchResult[] = [
  {
    owner: buildOwner({ id: 'o1', nome: 'Óscar Prado', cpf: '52998224725' }),
    vehicle: buildVehicle({ id: 'v1', placa: 'RIO2A18', marca: 'Fiat', modelo: 'Uno' }),
    openServices: [buildService({ id: 's1', number: 12 })],
  },
  { owner: buildOwner({ id: 'o2', nome: 'ana Lima', cpf: '11144477735' }), vehicle: null, openServices: [] },
  {
    owner: buildOwner({ id: 'o3', nome: 'Bruno Reis', cpf: '39053344705' }),
    vehicle: buildVehicle({ id: 'v3', placa: 'ABC1D23', marca: 'Chevrolet', modelo: 'Onix' }),
    openServices: [buildService({ id: 's3', number: 3 })],
  },
];

const owners = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('registry search results', () => {
  it('sorts the hits from the headers (mouse and keyboard), with aria-sort, blanks last', async () => {
    const user = userEvent.setup();
    render(<SearchResults results={hits} onPick={vi.fn()} />);
    expect(owners()).toEqual(['Óscar Prado', 'ana Lima', 'Bruno Reis']);
    expect(header('Proprietário')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Proprietário')).getByRole('button'));
    expect(owners()).toEqual(['ana Lima', 'Bruno Reis', 'Óscar Prado']);
    expect(header('Proprietário')).toHaveAttribute('aria-sort', 'ascending');

    within(header('Proprietário')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(owners()).toEqual(['Óscar Prado', 'Bruno Reis', 'ana Lima']);
    expect(header('Proprietário')).toHaveAttribute('aria-sort', 'descending');

    // The hit without a vehicle stays last in both directions.
    await user.click(within(header('Placa')).getByRole('button'));
    expect(owners()).toEqual(['Bruno Reis', 'Óscar Prado', 'ana Lima']);
    expect(header('Proprietário')).toHaveAttribute('aria-sort', 'none');
    await user.keyboard(' ');
    expect(owners()).toEqual(['Óscar Prado', 'Bruno Reis', 'ana Lima']);

    await user.click(within(header('Serviços')).getByRole('button'));
    expect(owners()).toEqual(['Bruno Reis', 'Óscar Prado', 'ana Lima']);
    await user.click(within(header('Modelo')).getByRole('button'));
    expect(owners()).toEqual(['Bruno Reis', 'Óscar Prado', 'ana Lima']);
  });
});
