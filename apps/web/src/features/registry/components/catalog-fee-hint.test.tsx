import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { registryMessages } from '@despacha/domain/contracts/registry/messages';
import type { CatalogEntry } from '@despacha/domain/service-catalog/contracts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { emptyRegistration, type RegistrationForm } from '../form-values.ts';
import { CatalogFeeHint } from './catalog-fee-hint.tsx';

const base: Omit<CatalogEntry, 'serviceType' | 'label'> = {
  dudaCodes: [],
  fees: [],
  currentYear: 2026,
  currentFeeCents: null,
  documents: [],
  deadlineDays: null,
  deadlineBasis: '',
};
const catalog: CatalogEntry[] = [
  {
    ...base,
    serviceType: 'mudanca-municipio',
    label: 'Mudança de município',
    currentFeeCents: 15432,
    dudaCodes: [
      { id: '1', code: '014-0', description: '', verified: true },
      { id: '2', code: '002-7', description: '', verified: false },
    ],
  },
  { ...base, serviceType: 'transferencia', label: 'Transferência de propriedade', deadlineDays: 30, deadlineBasis: 'Lei 14.071/2020' },
];

/** The hint under a bare service form: a type select and the Valor it may fill. */
function Harness({ id = '', valor = '' }: { id?: string; valor?: string }) {
  const defaults = emptyRegistration();
  const form = useForm<RegistrationForm>({ defaultValues: { ...defaults, service: { ...defaults.service, id, valor } } });
  return (
    <FormProvider {...form}>
      <label>
        Serviço
        <select {...form.register('service.servico')}>
          <option value="">Selecione</option>
          {catalog.map((e) => (
            <option key={e.serviceType} value={e.serviceType}>
              {e.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Valor
        <input {...form.register('service.valor')} />
      </label>
      <CatalogFeeHint />
    </FormProvider>
  );
}

describe('Cadastro do Serviço: the catalog hint', { timeout: 20_000 }, () => {
  it("fills a blank Valor with this year's fee, shows only verified codes, and says when the year has no fee", async () => {
    mockApi({ 'GET /api/service-catalog': () => ({ body: catalog }) });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.selectOptions(screen.getByLabelText('Serviço'), 'mudanca-municipio');
    const hint = await screen.findByRole('status', { name: 'Catálogo do serviço' });
    expect(hint).toHaveTextContent('Taxa DETRAN 2026 pelo catálogo: R$ 154,32');
    expect(hint).toHaveTextContent('DUDA: 014-0');
    expect(hint).not.toHaveTextContent('002-7');
    expect(screen.getByLabelText('Valor')).toHaveValue('154,32');

    await user.selectOptions(screen.getByLabelText('Serviço'), 'transferencia');
    // The hint says what the server answers when the fee is left blank: one text (issue 35).
    expect(await screen.findByText(registryMessages.feeToConfirm(2026))).toBeInTheDocument();
    expect(screen.getByText('Prazo legal: 30 dias (Lei 14.071/2020)')).toBeInTheDocument();
    expect(screen.getByLabelText('Valor')).toHaveValue('');
  });

  it('never replaces a typed fee, nor the fee of a saved service', async () => {
    mockApi({ 'GET /api/service-catalog': () => ({ body: catalog }) });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Harness valor="99,00" />);
    await user.selectOptions(screen.getByLabelText('Serviço'), 'mudanca-municipio');
    await screen.findByRole('status', { name: 'Catálogo do serviço' });
    expect(screen.getByLabelText('Valor')).toHaveValue('99,00');
    unmount();

    renderWithProviders(<Harness id="00000000-0000-4000-8000-000000000001" />);
    await user.selectOptions(screen.getByLabelText('Serviço'), 'mudanca-municipio');
    await screen.findByRole('status', { name: 'Catálogo do serviço' });
    expect(screen.getByLabelText('Valor')).toHaveValue('');
  });
});
