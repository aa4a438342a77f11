import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { InspectionForm } from './inspection-form.tsx';

const blank = { data: null, hora: '', posto: '', conclusao: '' };

function setup(initial = blank) {
  const api = mockApi({ 'PUT /api/services/s1/inspection': ({ body }) => ({ body: { ...blank, ...(body as object) } }) });
  renderWithProviders(<InspectionForm serviceId="s1" initial={initial} />);
  const sent = () => api.calls.filter((c) => c.method === 'PUT').map((c) => c.body);
  return { sent, user: userEvent.setup() };
}

describe('Vistoria scheduling: the time', () => {
  it('is typed hh:mm whatever the browser locale and reaches the API as HH:mm', async () => {
    const { user, sent } = setup();
    const hora = screen.getByLabelText('Hora');
    expect(hora).toHaveAttribute('type', 'text');
    expect(hora).toHaveAttribute('placeholder', 'hh:mm');
    await user.type(hora, '1430');
    expect(hora).toHaveValue('14:30');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ hora: '14:30' });
  });

  it("pads an hour closed with ':' and shows a stored time as it is", async () => {
    const { user } = setup({ ...blank, hora: '08:15' });
    const hora = screen.getByLabelText('Hora');
    expect(hora).toHaveValue('08:15');
    await user.clear(hora);
    await user.type(hora, '9:05');
    expect(hora).toHaveValue('09:05');
  });

  it('refuses a time that does not exist with the pt-BR message and sends nothing', async () => {
    const { user, sent } = setup();
    await user.type(screen.getByLabelText('Hora'), '2561');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(screen.getByLabelText('Hora')).toHaveAccessibleDescription('Hora inválida (use hh:mm)'));
    expect(sent()).toEqual([]);
  });
});

describe('Vistoria scheduling: a Sunday or a late hour (issue 34)', () => {
  it('accepts Sunday 23:30, warning under Data and Hora, and saves it', async () => {
    const { user, sent } = setup();
    const data = screen.getByLabelText('Data');
    const hora = screen.getByLabelText('Hora');
    await user.type(data, '29112026');
    await user.type(hora, '2330');
    expect(data).toHaveAccessibleDescription('Atenção: esta data é um domingo. Confira se o posto atende neste dia.');
    expect(hora).toHaveAccessibleDescription('Atenção: horário fora do período das 06:00 às 22:00. Confira se o posto atende neste horário.');
    expect(data).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ data: '2026-11-29', hora: '23:30' });
  });

  it('says nothing for a weekday within 06:00–22:00, and the warning goes when the time is corrected', async () => {
    const { user } = setup();
    const data = screen.getByLabelText('Data');
    const hora = screen.getByLabelText('Hora');
    await user.type(data, '30112026');
    await user.type(hora, '0530');
    expect(data).not.toHaveAccessibleDescription();
    expect(hora).toHaveAccessibleDescription(/fora do período das 06:00 às 22:00/);
    await user.clear(hora);
    await user.type(hora, '2200');
    expect(hora).not.toHaveAccessibleDescription();
  });
});
