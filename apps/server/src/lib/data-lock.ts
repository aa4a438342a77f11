import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes an exclusive lock on the data folder so two processes never open the same PGlite. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'despacha.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `A pasta de dados ${dataDir} já está em uso pelo processo ${pid}. Encerre-o ou use outro DATA_DIR.`,
        );
      }
      fs.rmSync(file, { force: true }); // stale lock from a process that died
    }
  }
  throw new DataDirLockedError(`Não foi possível travar a pasta de dados ${dataDir}.`);
}
