import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MovementResponse } from '@despacha/domain/contracts/registry/service-detail';
import { renderWithProviders } from '../../../test/render.tsx';
import { MovementsSection } from './movements-section.tsx';

const movement = (id: string, position: MovementResponse['position'], movedOn: string, createdByName: string): MovementResponse => ({
  id,
  position,
  stage: position === 'emissao' ? 'agencia' : position,
  movedOn,
  note: '',
  createdByName,
  createdAt: `${movedOn}T12:00:00.000Z`,
});
const movements = [
  movement('1', 'emissao', '2026-03-02', 'Carla'),
  movement('2', 'exigencia', '2026-03-09', 'Ana'),
  movement('3', 'pronto', '2026-03-20', 'Bruno'),
];

const authors = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[4]!.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('process movements', () => {
  it('sort by any header, by mouse and keyboard, with aria-sort', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MovementsSection serviceId="service-1" movements={movements} onMoved={vi.fn()} />);
    expect(authors()).toEqual(['Carla', 'Ana', 'Bruno']);
    // Each movement says the stage it left the process in (decision 058).
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]!.textContent),
    ).toEqual(['Na agência', 'Em exigência', 'Pronto']);

    await user.click(within(header('Registrado por')).getByRole('button'));
    expect(authors()).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(header('Registrado por')).toHaveAttribute('aria-sort', 'ascending');

    within(header('Data')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(authors()).toEqual(['Bruno', 'Ana', 'Carla']);
    expect(header('Data')).toHaveAttribute('aria-sort', 'descending');
  });
});
