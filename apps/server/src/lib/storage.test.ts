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

it('streams a body into place, tells its size and hands its own file to a reader', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-storage-'));
  const storage = localStorage(root);
  async function* body() {
    yield Buffer.from('linha 1\n');
    yield Buffer.from('linha 2\n');
  }
  expect(await storage.putStream(KEY, body())).toBe(16);
  expect(await storage.size(KEY)).toBe(16);
  expect(await storage.size('0a0b/ffff')).toBeNull();
  expect(await storage.withFile(KEY, async (file) => fs.readFileSync(file, 'utf8'))).toBe('linha 1\nlinha 2\n');
  expect(fs.readdirSync(path.join(root, '0a0b/0c0d'))).toEqual(['0e0f']);
});
