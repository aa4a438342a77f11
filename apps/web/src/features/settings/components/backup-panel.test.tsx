import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultBillingSettings } from '@despacha/domain/billing/settings';
import { defaultSettings } from '@despacha/domain/settings/defaults';
import { backupMessages } from '@despacha/domain/settings/backups';
import { buildMe } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const item = {
  name: 'despacha-backup-20261124-130500-abcdef.tar.gz',
  createdAt: '2026-11-24T13:05:00.000Z',
  sizeBytes: 5_500_000,
  createdByName: null,
  automatic: true,
  files: 8,
};

function setup(mode: 'embedded' | 'postgresql' = 'embedded') {
  let polls = 0;
  let started = false;
  const mine = {
    ...item,
    name: 'despacha-backup-20261124-140000-123456.tar.gz',
    createdAt: '2026-11-24T14:00:00.000Z',
    createdByName: 'Dona Admin',
    automatic: false,
  };
  const status = () => ({
    mode,
    autoBackup: true,
    retentionDays: 30,
    // After the POST, the first poll still runs, the next one lists the new backup.
    running: started && polls++ < 1 ? { startedAt: mine.createdAt, createdByName: 'Dona Admin' } : null,
    items: mode === 'postgresql' ? [] : started && polls > 1 ? [mine, item] : [item],
    lastError: null,
    server: mode === 'postgresql' ? { archiveMode: 'on', lastArchivedAt: '2026-11-24T13:00:00.000Z', lastFailedAt: null, archivedCount: 40 } : null,
  });
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/admin/settings/billing': () => ({ body: defaultBillingSettings }),
    'GET /api/admin/settings': () => ({ body: defaultSettings }),
    'GET /api/admin/settings/status': () => ({
      body: {
        integration: { smtp: false, mailFrom: null, storage: 'local', s3Bucket: null, billingWebhook: true, pixKey: false },
        backup: { database: mode, autoBackup: true },
      },
    }),
    'GET /api/admin/settings/history': () => ({ body: { items: [] } }),
    'GET /api/admin/backups': () => ({ body: status() }),
    'POST /api/admin/backups': () => {
      started = true;
      return { status: 202, body: { ...status(), running: { startedAt: mine.createdAt, createdByName: 'Dona Admin' } } };
    },
    'POST /api/admin/integration/storage/test': () => ({
      body: { ok: true, message: 'Armazenamento (disco local): objeto de teste de 16 KB gravado, lido e apagado.', durationMs: 4 },
    }),
    'POST /api/admin/integration/pix/test': () => ({ body: { ok: false, message: backupMessages.pixMissing, durationMs: 2 } }),
  });
  return { ...api, ...renderApp('/admin/settings'), user: userEvent.setup() };
}

describe('Configurações: Backup and Integração', () => {
  it('lists backups with a download link, and "Fazer backup agora" adds one, with the toast when it is done', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Backup' }));
    const table = await screen.findByRole('table', { name: 'Backups disponíveis' });
    expect(within(table).getByText('Automático')).toBeInTheDocument();
    expect(within(table).getByText('5,2 MB')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /Baixar backup de 24\/11\/2026/ })).toHaveAttribute('href', `/api/admin/backups/${item.name}/download`);

    await user.click(screen.getByRole('button', { name: 'Fazer backup agora' }));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/backups')).toBe(true);
    expect(await screen.findByText(backupMessages.started)).toBeInTheDocument();
    expect(await screen.findByText(backupMessages.done, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await within(screen.getByRole('table', { name: 'Backups disponíveis' })).findByText('Dona Admin')).toBeInTheDocument();
  });

  it('with PostgreSQL, says the database server owns backups and what it reports', async () => {
    const { user } = setup('postgresql');
    await user.click(await screen.findByRole('tab', { name: 'Backup' }));
    expect(await screen.findByText(backupMessages.external)).toBeInTheDocument();
    expect(screen.getByText(/Arquivamento de WAL \(PITR\) ligado\. Último arquivamento: 24\/11\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fazer backup agora' })).not.toBeInTheDocument();
  });

  it('"Testar" shows what the server did, success or failure', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Integração' }));
    await user.click(await screen.findByRole('button', { name: 'Testar Armazenamento de arquivos' }));
    expect(await screen.findByText(/objeto de teste de 16 KB gravado, lido e apagado/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Testar Chave PIX das faturas' }));
    expect(await screen.findByText(backupMessages.pixMissing)).toBeInTheDocument();
  });
});
