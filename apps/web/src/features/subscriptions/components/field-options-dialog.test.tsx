import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminFieldOptionResponse } from '@despacha/domain/contracts/field-options';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { buildFieldOption, buildSummary } from '../test-factories.ts';

const preto = buildFieldOption();
const branco = buildFieldOption({ id: '00000000-0000-4000-8000-000000000002', optionValue: 'branco', optionLabel: 'Branco', displayOrder: 1 });
const gasolina = buildFieldOption({ id: '00000000-0000-4000-8000-000000000003', fieldName: 'fuel_type', optionValue: 'gasolina', optionLabel: 'Gasolina' });

/** The page with an in-memory /api/admin/field-options; opens 'Gerenciar Opções de Campo'. */
async function setup(overrides: Record<string, MockHandler> = {}) {
  const options: AdminFieldOptionResponse[] = [preto, branco, gasolina].map((o) => ({ ...o }));
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/admin/subscriptions/summary': () => ({ body: buildSummary() }),
    'GET /api/admin/plans': () => ({ body: [] }),
    'GET /api/admin/field-options': () => ({ body: options }),
    'POST /api/admin/field-options': ({ body }) => {
      const saved = buildFieldOption({ ...(body as object), id: '00000000-0000-4000-8000-000000000099', displayOrder: 0 });
      options.unshift(saved);
      return { status: 201, body: saved };
    },
    ...Object.fromEntries(
      options.flatMap((o) => [
        [`PATCH /api/admin/field-options/${o.id}`, ({ body }: { body: unknown }) => ({ body: Object.assign(o, body) })],
        [`DELETE /api/admin/field-options/${o.id}`, () => (options.splice(options.indexOf(o), 1), { status: 204 })],
      ]),
    ),
    ...overrides,
  });
  const user = userEvent.setup();
  renderApp('/admin/subscriptions');
  await user.click(await screen.findByRole('button', { name: 'Gerenciar Opções de Campo' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Gerenciar Opções de Campo' }));
  await dialog.findByText('Preto');
  return { ...api, user, dialog };
}

const bodyRows = (dialog: ReturnType<typeof within>): HTMLElement[] => dialog.getAllByRole('row').slice(1);

describe('field options dialog', { timeout: 20_000 }, () => {
  it('lists the options as the server orders them: field, value, label, order, active', async () => {
    const { dialog } = await setup();
    expect(
      bodyRows(dialog).map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Cor', 'preto', 'Preto', '0'],
      ['Cor', 'branco', 'Branco', '1'],
      ['Combustível', 'gasolina', 'Gasolina', '0'],
    ]);
    expect(dialog.getByRole('switch', { name: 'Preto ativa' })).toBeChecked();
  });

  it('ignores an incomplete option silently, creates a complete one', async () => {
    const { dialog, user, calls } = await setup();
    const form = within(dialog.getByRole('form', { name: 'Nova opção' }));
    await user.type(form.getByLabelText('Valor'), 'dourado');
    await user.click(form.getByRole('button', { name: 'Adicionar' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.selectOptions(form.getByLabelText('Campo'), 'color');
    await user.type(form.getByLabelText('Rótulo'), 'Dourado');
    await user.type(form.getByLabelText('Ordem'), '7');
    await user.click(form.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Opção criada')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ fieldName: 'color', optionValue: 'dourado', optionLabel: 'Dourado', displayOrder: '7' });
    expect(await dialog.findByText('Dourado')).toBeInTheDocument();
    expect(form.getByLabelText('Valor')).toHaveValue('');
  });

  it("a failed create reads 'Erro' – 'Erro ao criar opção de campo.' with the server's reason", async () => {
    const { dialog, user } = await setup({
      'POST /api/admin/field-options': () => apiError(409, 'DUPLICATE_OPTION', 'Já existe uma opção com este valor neste campo.'),
    });
    const form = within(dialog.getByRole('form', { name: 'Nova opção' }));
    await user.selectOptions(form.getByLabelText('Campo'), 'color');
    await user.type(form.getByLabelText('Valor'), 'preto');
    await user.type(form.getByLabelText('Rótulo'), 'Preto');
    await user.click(form.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Erro')).toBeInTheDocument();
    expect(screen.getByText('Erro ao criar opção de campo. Já existe uma opção com este valor neste campo.')).toBeInTheDocument();
  });

  it('toggles an option and edits its label', async () => {
    const { dialog, user, calls } = await setup();
    await user.click(dialog.getByRole('switch', { name: 'Branco ativa' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ active: false }));
    expect(await screen.findByText('Opção atualizada')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('switch', { name: 'Branco ativa' })).not.toBeChecked());

    await user.click(dialog.getByRole('button', { name: 'Editar Preto' }));
    const label = dialog.getByLabelText('Rótulo de Preto');
    await user.clear(label);
    await user.type(label, 'Preto fosco');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ optionLabel: 'Preto fosco' }));
    expect(await dialog.findByText('Preto fosco')).toBeInTheDocument();
  });

  it('a failed update reads the spec message', async () => {
    const { dialog, user } = await setup({ [`PATCH /api/admin/field-options/${preto.id}`]: () => apiError(500, 'INTERNAL', 'x') });
    await user.click(dialog.getByRole('switch', { name: 'Preto ativa' }));
    expect(await screen.findByText('Erro ao atualizar opção de campo.')).toBeInTheDocument();
  });

  it('renaming to a value the field already has says why it failed', async () => {
    const taken = 'Já existe uma opção com este valor neste campo.';
    const { dialog, user } = await setup({ [`PATCH /api/admin/field-options/${preto.id}`]: () => apiError(409, 'DUPLICATE_OPTION', taken) });
    await user.click(dialog.getByRole('button', { name: 'Editar Preto' }));
    const value = dialog.getByLabelText('Valor de Preto');
    await user.clear(value);
    await user.type(value, 'branco');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(`Erro ao atualizar opção de campo. ${taken}`)).toBeInTheDocument();
  });

  it('removes only after the confirmation', async () => {
    const { dialog, user, calls } = await setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(dialog.getByRole('button', { name: 'Remover Gasolina' }));
    expect(confirm).toHaveBeenCalledWith('Tem certeza que deseja remover esta opção?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(dialog.getByRole('button', { name: 'Remover Gasolina' }));
    expect(await screen.findByText('Opção removida')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/admin/field-options/${gasolina.id}`);
    await waitFor(() => expect(dialog.queryByText('Gasolina')).not.toBeInTheDocument());
  });

  it('a failed removal reads the spec message', async () => {
    const { dialog, user } = await setup({ [`DELETE /api/admin/field-options/${preto.id}`]: () => apiError(500, 'INTERNAL', 'x') });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(dialog.getByRole('button', { name: 'Remover Preto' }));
    expect(await screen.findByText('Erro ao remover opção de campo.')).toBeInTheDocument();
  });
});
