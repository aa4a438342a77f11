import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

export type LockOptions = {
  /** How long a live holder may take to go away (a process still exiting) before we give up. */
  graceMs?: number;
  pollMs?: number;
};

/** State and start time (clock ticks since boot) of a process, from Linux's /proc; null elsewhere or when gone. */
function procStat(pid: number): { state: string; start: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) S ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', start: fields[19] ?? '' };
  } catch {
    return null;
  }
}

/**
 * Whether the process named in a lock file still holds it. After kill -9 the holder may linger
 * as a zombie (dead, not yet reaped by its parent) or be mid-exit (state X): signal 0 still finds
 * it, /proc says it is gone. A recorded start time that differs means the pid now names another
 * process (after a restart of the machine or container) and the lock is stale.
 */
function holderAlive(pid: number, start: string | undefined): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(pid);
  if (stat && (stat.state === 'Z' || stat.state === 'X')) return false;
  if (stat && start && stat.start !== start) return false;
  return true;
}

/** Blocks the thread: only used at startup, before the server listens. */
const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const readLock = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/**
 * Takes an exclusive lock on the data folder so two processes never open the same PGlite. A lock
 * whose holder is gone, a zombie or exiting is taken over; a live holder is waited for up to
 * `graceMs` (a restart right after a kill), then refused with a message naming it.
 */
export function lockDataDir(dataDir: string, { graceMs = 5000, pollMs = 100 }: LockOptions = {}): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'despacha.lock');
  const mine = `${process.pid}\n${procStat(process.pid)?.start ?? ''}\n`;
  const deadline = Date.now() + graceMs;
  for (let attempt = 0; attempt < 10_000; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, mine);
      fs.closeSync(fd);
      // Only our own lock: after a takeover the file may be another process's.
      return () => {
        if (readLock(file) === mine) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const content = readLock(file);
    if (content === null) continue; // released meanwhile
    const [pidLine, start] = content.split('\n');
    const pid = Number(pidLine?.trim());
    if (!holderAlive(pid, start?.trim() || undefined)) {
      // Stale: remove it unless another process replaced it since we read it.
      if (readLock(file) === content) fs.rmSync(file, { force: true });
      continue;
    }
    if (Date.now() >= deadline) {
      throw new DataDirLockedError(`A pasta de dados ${dataDir} já está em uso pelo processo ${pid}. Encerre-o ou use outro DATA_DIR.`);
    }
    sleepSync(pollMs);
  }
  throw new DataDirLockedError(`Não foi possível travar a pasta de dados ${dataDir}.`);
}
