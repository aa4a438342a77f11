import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { localStorage } from './storage.ts';

const KEY = '0a0b/0c0d/0e0f';

it('stores, reads and removes a file under the root', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-storage-'));
  const storage = localStorage(root);
  await storage.put(KEY, Buffer.from('conteúdo'));
  expect(await text(await storage.read(KEY))).toBe('conteúdo');
  await storage.remove(KEY);
  expect(fs.readdirSync(path.join(root, '0a0b/0c0d'))).toEqual([]);
});

it('a write that fails leaves no partial file behind', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-storage-'));
  // A non-empty folder where the file should land makes the final rename fail.
  fs.mkdirSync(path.join(root, KEY, 'x'), { recursive: true });
  await expect(localStorage(root).put(KEY, Buffer.from('conteúdo'))).rejects.toThrow();
  expect(fs.readdirSync(path.join(root, '0a0b/0c0d'))).toEqual(['0e0f']);
});
