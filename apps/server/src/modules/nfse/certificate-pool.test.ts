import { afterAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_MAX_BYTES } from '@despacha/domain/nfse/settings';
import { WorkerRefusal } from '../../lib/worker-pool.ts';
import { CertificatePool } from './certificate-pool.ts';
import { makeTestPfx } from './test-certificates.ts';

// The certificate worker: a .pfx is opened off the request thread, within a time limit.

const pools: CertificatePool[] = [];
const poolOf = (o: ConstructorParameters<typeof CertificatePool>[0] = {}) => {
  const pool = new CertificatePool(o);
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

describe('CertificatePool', () => {
  const pool = poolOf();
  const cert = makeTestPfx();

  it('opens a .pfx in its worker: key, certificate, CNPJ and dates', async () => {
    const read = await pool.read(cert.pfx, cert.password);
    if (typeof read === 'string') throw new Error(read);
    expect(read).toMatchObject({ cnpj: '11222333000181', subject: 'DESPACHANTE TESTE LTDA', certificatePem: cert.certificatePem });
    expect(read.privateKeyPem).toContain('PRIVATE KEY');
    expect(read.validUntil).toBeInstanceOf(Date);
    // The caller's Buffer is not the one that moved to the worker.
    expect(cert.pfx.length).toBeGreaterThan(0);
  }, 60_000);

  it('says why not: a wrong password, a file that is no PKCS#12, a file over the bound', async () => {
    expect(await pool.read(cert.pfx, 'outra-senha')).toBe('wrong-password');
    expect(await pool.read(Buffer.from('não é um certificado'), 'x')).toBe('wrong-password');
    expect(await pool.read(Buffer.concat([cert.pfx, Buffer.alloc(CERTIFICATE_MAX_BYTES)]), cert.password)).toBe('wrong-password');
  }, 60_000);

  it('ends a file over its time limit, then opens the next with a fresh worker', async () => {
    const limited = poolOf({ timeLimitMs: 1 });
    // Opening a usual A1 takes well over 1 ms (the limit counts from the worker's readiness).
    await expect(limited.read(cert.pfx, cert.password)).rejects.toEqual(new WorkerRefusal('too-slow'));
    (limited as unknown as { timeLimitMs: number }).timeLimitMs = 30_000;
    await expect(limited.read(cert.pfx, cert.password)).resolves.toMatchObject({ cnpj: '11222333000181' });
  }, 60_000);
});
