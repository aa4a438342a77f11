import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import type { z } from 'zod';
import { signupRequest } from '@despacha/domain/contracts/auth';
import { getRequestType, type RequestType } from '@despacha/domain/contracts/requests/request-types';
import { leavesOf, maxLengthOf } from '@despacha/domain/contracts/schema-walk';
import { TEXT } from '@despacha/domain/limits';
import { renderApp } from '../../test/render.tsx';
import { apiError, mockApi } from '../../test/mock-api.ts';
import { renderForm } from '../../features/requests/components/form-test-support.tsx';
import { FeeExemptionForm } from '../../features/requests/components/fee-exemption-form.tsx';
import { OwnershipCertificateForm } from '../../features/requests/components/ownership-certificate-form.tsx';
import { SaleCommunicationForm } from '../../features/requests/components/sale-communication-form.tsx';
import { SaleCommunicationSpecialForm } from '../../features/requests/components/sale-communication-special-form.tsx';
import { SaleInformationForm } from '../../features/requests/components/sale-information-form.tsx';
import { TransitInspectionForm } from '../../features/requests/components/transit-inspection-form.tsx';
import { SaleRequestForm } from '../../features/requests/components/sale/sale-request-form.tsx';

// The inputs of a form show the limit its contract enforces on the server: the same maxLength,
// field by field, for every text field the form renders (masked fields are bounded by the mask).

/** Checks each named text input against the contract; returns how many it checked. */
function expectContractLimits(container: HTMLElement, schema: z.ZodType): number {
  const limits = new Map(
    leavesOf(schema)
      .filter((l) => l.kind === 'string')
      .map((l) => [String(l.path.at(-1)), maxLengthOf(l)]),
  );
  let checked = 0;
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    const name = field.name.slice(field.name.lastIndexOf('.') + 1);
    if (!limits.has(name) || ['checkbox', 'radio', 'number', 'hidden'].includes(field.type)) continue;
    if (field.dataset.mask) expect(field.maxLength, `${name} (masked)`).toBe(-1);
    else expect(field.maxLength, name).toBe(limits.get(name));
    checked += 1;
  }
  return checked;
}

const requestForms: [RequestType, ReactElement][] = [
  ['vistoria-transito', <TransitInspectionForm key="vistoria-transito" />],
  ['isencao-taxa', <FeeExemptionForm key="isencao-taxa" />],
  ['comunicacao-venda', <SaleCommunicationForm key="comunicacao-venda" />],
  ['casos-especiais-comunicacao-venda', <SaleCommunicationSpecialForm key="casos-especiais-comunicacao-venda" />],
  ['informacao-venda', <SaleInformationForm key="informacao-venda" />],
  ['certidao-propriedade', <OwnershipCertificateForm key="certidao-propriedade" />],
  ['intencao-venda', <SaleRequestForm key="intencao-venda" type="intencao-venda" />],
  ['cancelamento-intencao-venda', <SaleRequestForm key="cancelamento-intencao-venda" type="cancelamento-intencao-venda" />],
];

describe('field limits', { timeout: 20_000 }, () => {
  it('the sign-up form shows and enforces its contract limits', async () => {
    mockApi({ 'GET /api/me': () => apiError(401, 'UNAUTHENTICATED', 'Sessão expirada ou ausente. Faça login novamente.') });
    const user = userEvent.setup();
    const { container } = renderApp('/login');
    await user.click(await screen.findByRole('tab', { name: 'Cadastrar' }));
    const name = await screen.findByLabelText('Nome completo');

    expect(expectContractLimits(container, signupRequest)).toBeGreaterThanOrEqual(3);
    expect(name).toHaveAttribute('maxLength', String(TEXT.name));
    await user.click(name);
    await user.paste('A'.repeat(TEXT.name + 30));
    expect(name).toHaveValue('A'.repeat(TEXT.name));
  });

  it.each(requestForms)('the %s form shows its contract limit on every text field', async (type, element) => {
    const { user } = renderForm(element, { path: getRequestType(type).route });
    // The sale forms open on their registry search; the fields are on the other tab.
    const manual = screen.queryByRole('tab', { name: 'Preenchimento Manual' });
    if (manual) await user.click(manual);
    await waitFor(() => expect(document.body.querySelector('input[name]')).not.toBeNull());
    expect(expectContractLimits(document.body, getRequestType(type).schema)).toBeGreaterThan(5);
  });

  it('search boxes take no more than a search query', async () => {
    renderForm(<TransitInspectionForm />);
    const search = await waitFor(() => document.body.querySelector<HTMLInputElement>('input[type="search"]')!);
    expect(search.maxLength).toBe(TEXT.search);
  });
});
