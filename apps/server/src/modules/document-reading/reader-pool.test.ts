import { afterAll, describe, expect, it } from 'vitest';
import { ReaderPool, ReaderRefusal } from './reader-pool.ts';
import { minimalCrlv } from './minimal-pdf.ts';

// The reader worker: PDFs are read off the request thread, each within its time limit; a worker
// over the limit is ended and the next PDF still gets read.

const pools: ReaderPool[] = [];
const poolOf = (o: ConstructorParameters<typeof ReaderPool>[0]) => {
  const pool = new ReaderPool(o);
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

describe('ReaderPool', () => {
  // One worker boot (tsx and pdf.js: seconds) serves the first and the last test.
  const single = poolOf({ maxQueue: 0 });

  it('reads a PDF in its worker', async () => {
    const outcome = await single.read(minimalCrlv());
    expect(outcome).toMatchObject({ kind: 'read', document: 'crlv-e', fields: { placa: { ok: true, value: 'ABC1D23' } } });
  }, 60_000);

  it('ends a reading over its time limit, then reads the next PDF with a fresh worker', async () => {
    const pool = poolOf({ timeLimitMs: 1 });
    await expect(pool.read(minimalCrlv())).rejects.toEqual(new ReaderRefusal('too-slow'));
    // The limit counts from the worker's readiness: a generous one for the next reading.
    (pool as unknown as { timeLimitMs: number }).timeLimitMs = 30_000;
    await expect(pool.read(minimalCrlv())).resolves.toMatchObject({ kind: 'read' });
  }, 60_000);

  it('refuses at once what would wait beyond its queue', async () => {
    const first = single.read(minimalCrlv());
    await expect(single.read(minimalCrlv())).rejects.toEqual(new ReaderRefusal('busy'));
    await expect(first).resolves.toMatchObject({ kind: 'read' });
  }, 60_000);
});
