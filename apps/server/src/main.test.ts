import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { openPglite, defaultTemplateDir } from './db/pglite-template.ts';
import { healthy, prepareBuild, startServer as start } from './testing/server-process.ts';

beforeAll(prepareBuild, 300_000);

it('the embedded server starts, refuses a second process on its data folder, and stops cleanly on SIGTERM', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-main-'));
  const first = start(dataDir, 3391);
  expect((await healthy(3391)).database.status).toBe('up');

  const second = start(dataDir, 3392);
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain('já está em uso');

  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(fs.existsSync(path.join(dataDir, 'despacha.lock'))).toBe(false);

  // The data survived the clean shutdown: a restart reopens it.
  const again = start(dataDir, 3393);
  expect((await healthy(3393)).database.status).toBe('up');
  again.child.kill('SIGTERM');
  expect(await again.exited).toBe(0);
}, 90_000);

/** initdb gives every database cluster its own identifier; a copy keeps the one it was copied from. */
async function systemIdentifier(pgliteDir: string): Promise<string> {
  const db = await openPglite(pgliteDir);
  try {
    return (await db.query<{ id: string }>('select system_identifier::text as id from pg_control_system()')).rows[0]!.id;
  } finally {
    await db.close();
  }
}

it("npm start's compiled server makes a fresh data folder from the build's template", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-main-'));
  const server = start(dataDir, 3394);
  expect((await healthy(3394)).database.status).toBe('up');
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);

  // Opened on a copy: a database opened writes to its folder, and the template must stay as built.
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-template-copy-'));
  fs.cpSync(path.join(defaultTemplateDir, 'data'), template, { recursive: true });
  expect(await systemIdentifier(path.join(dataDir, 'pglite'))).toBe(await systemIdentifier(template));
  fs.rmSync(template, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 180_000);
