import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-lock.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-lock-'));

it('a second lock on the same folder fails while the holder lives, and works after release', () => {
  const dir = tmp();
  // A live process other than us holds the lock: our parent.
  fs.writeFileSync(path.join(dir, 'despacha.lock'), String(process.ppid));
  expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  expect(() => lockDataDir(dir)).toThrow(/já está em uso/);
  fs.rmSync(path.join(dir, 'despacha.lock'));
  const release = lockDataDir(dir);
  expect(fs.readFileSync(path.join(dir, 'despacha.lock'), 'utf8')).toBe(String(process.pid));
  release();
  expect(fs.existsSync(path.join(dir, 'despacha.lock'))).toBe(false);
});

it('a stale lock from a dead process is taken over', () => {
  const dir = tmp();
  fs.writeFileSync(path.join(dir, 'despacha.lock'), '999999');
  const release = lockDataDir(dir);
  expect(fs.readFileSync(path.join(dir, 'despacha.lock'), 'utf8')).toBe(String(process.pid));
  release();
});
