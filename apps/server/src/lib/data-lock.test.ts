import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-lock.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-lock-'));
const lockFile = (dir: string) => path.join(dir, 'despacha.lock');
const holderPid = (dir: string) => Number(fs.readFileSync(lockFile(dir), 'utf8').split('\n')[0]);
const linux = fs.existsSync('/proc/self/stat');
const state = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0];

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

it('a live holder is refused with its pid, after the grace; the lock works again after release', () => {
  const dir = tmp();
  // A live process other than us holds the lock: our parent.
  fs.writeFileSync(lockFile(dir), String(process.ppid));
  const before = Date.now();
  expect(() => lockDataDir(dir, { graceMs: 300 })).toThrow(DataDirLockedError);
  expect(Date.now() - before).toBeGreaterThanOrEqual(300);
  expect(() => lockDataDir(dir, { graceMs: 0 })).toThrow(
    `A pasta de dados ${dir} já está em uso pelo processo ${process.ppid}. Encerre-o ou use outro DATA_DIR.`,
  );
  fs.rmSync(lockFile(dir));
  const release = lockDataDir(dir);
  expect(holderPid(dir)).toBe(process.pid);
  release();
  expect(fs.existsSync(lockFile(dir))).toBe(false);
});

it('a stale lock from a dead process is taken over at once', () => {
  const dir = tmp();
  fs.writeFileSync(lockFile(dir), '999999');
  const before = Date.now();
  const release = lockDataDir(dir);
  expect(Date.now() - before).toBeLessThan(1000);
  expect(holderPid(dir)).toBe(process.pid);
  release();
});

it('release leaves alone a lock that another process took over meanwhile', () => {
  const dir = tmp();
  const release = lockDataDir(dir);
  fs.writeFileSync(lockFile(dir), `${process.ppid}\n`);
  release();
  expect(holderPid(dir)).toBe(process.ppid);
});

it.skipIf(!linux)('a holder killed but not yet reaped (a zombie) is taken over at once', async () => {
  // The child outlives the shell's own life (a shell may reap a child that dies before it execs);
  // its parent is then `sleep 30`, which never reaps it.
  const parent = spawn('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
  started.push(parent);
  const zombie = Number(await new Promise<string>((resolve) => parent.stdout!.once('data', (d: Buffer) => resolve(d.toString()))));
  for (let i = 0; i < 250 && state(zombie) !== 'Z'; i++) await new Promise((r) => setTimeout(r, 20));
  expect(state(zombie)).toBe('Z');
  expect(process.kill(zombie, 0)).toBe(true); // what the old check saw: "alive"

  const dir = tmp();
  fs.writeFileSync(lockFile(dir), String(zombie));
  const before = Date.now();
  const release = lockDataDir(dir);
  expect(Date.now() - before).toBeLessThan(1000);
  expect(holderPid(dir)).toBe(process.pid);
  release();
});

it.skipIf(!linux)('a holder that goes away within the grace is waited for, then taken over', () => {
  const child = spawn('sleep', ['0.5'], { stdio: 'ignore' });
  started.push(child);
  const dir = tmp();
  fs.writeFileSync(lockFile(dir), String(child.pid));
  const before = Date.now();
  const release = lockDataDir(dir, { graceMs: 5000 });
  const waited = Date.now() - before;
  expect(waited).toBeGreaterThanOrEqual(400);
  expect(waited).toBeLessThan(5000);
  expect(holderPid(dir)).toBe(process.pid);
  release();
});

it.skipIf(!linux)('a recorded pid that now names another process (its start time differs) is stale', () => {
  const dir = tmp();
  fs.writeFileSync(lockFile(dir), `${process.ppid}\n1\n`);
  const release = lockDataDir(dir, { graceMs: 0 });
  expect(holderPid(dir)).toBe(process.pid);
  release();
});
