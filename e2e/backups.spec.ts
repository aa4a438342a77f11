import fs from 'node:fs';
import zlib from 'node:zlib';
import { expect, test } from './fixtures.ts';
import { demo, loginThroughForm } from './support.ts';

// Issue 16 item 7: an administrator makes a backup from Configurações → Backup, sees it listed
// and downloads the archive (the embedded database and the files, decision 031).

test('Fazer backup agora: the backup is listed by who made it and downloads as a .tar.gz', async ({ page }) => {
  test.slow();
  await loginThroughForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Backup' }).click();
  const button = page.getByRole('button', { name: 'Fazer backup agora' });
  await expect(button).toBeEnabled();
  const rowsBefore = await page
    .getByRole('table', { name: 'Backups disponíveis' })
    .getByRole('row')
    .count()
    .catch(() => 0);
  await button.click();
  await expect(page.getByText('Backup iniciado. Ele aparece na lista quando terminar.')).toBeVisible();
  await expect(page.getByText('Backup concluído')).toBeVisible({ timeout: 60_000 });
  const table = page.getByRole('table', { name: 'Backups disponíveis' });
  await expect(table.getByRole('row')).toHaveCount(Math.max(rowsBefore, 1) + 1);
  await expect(table.getByRole('row').nth(1)).toContainText('Administrador');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    table
      .getByRole('link', { name: /Baixar backup de/ })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^despacha-backup-\d{8}-\d{6}-[0-9a-f]{6}\.tar\.gz$/);
  const tar = zlib.gunzipSync(fs.readFileSync((await download.path())!));
  // The first entry of the archive is its manifest.
  expect(tar.subarray(0, 13).toString()).toBe('manifest.json');
  expect(tar.includes(Buffer.from('database/pglite/PG_VERSION'))).toBe(true);
});
