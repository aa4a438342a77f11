import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { defaultSettings } from '@despacha/domain/settings/defaults';
import { buildMe, buildPlan } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

it("the new client's trial starts at Configurações' trialPeriodDays", async () => {
  mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/plans': () => ({ body: [buildPlan()] }),
    'GET /api/admin/settings': () => ({ body: { ...defaultSettings, platform: { ...defaultSettings.platform, trialPeriodDays: 45 } } }),
  });
  const user = userEvent.setup();
  renderApp('/admin/clients/new');
  await user.click(await screen.findByRole('tab', { name: 'Plano e acesso' }));
  await user.selectOptions(screen.getByLabelText('Status inicial'), 'trial');
  await waitFor(() => expect(screen.getByLabelText('Período de teste (dias)')).toHaveValue(45));
});
