import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_OWNER_EMAIL, loadConfig } from './config.ts';

describe('configuration', () => {
  it('embedded default: port 3000, PGlite in ./data, demo seed on, demo owner is admin', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, demoSeed: true, production: false, platformOwnerEmail: DEMO_OWNER_EMAIL });
    expect(c.pgliteDir).toMatch(/data\/pglite$/);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('with DATABASE_URL the server refuses to start without AUTH_SECRET', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/db' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/db' })).toThrow(/AUTH_SECRET/);
  });

  it('with DATABASE_URL the demo seed is off unless asked for, and there is no default owner', () => {
    const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db', AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base)).toMatchObject({ demoSeed: false, production: true, platformOwnerEmail: undefined });
    expect(loadConfig({ ...base, DEMO_SEED: '1' }).demoSeed).toBe(true);
  });

  it('rejects a short secret and a bad port with a clear message', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'curto' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('NFSE_CERT_KEY is 32 bytes in base64, or absent (no certificate can then be stored)', () => {
    expect(loadConfig({}).nfseCertKey).toBeUndefined();
    const key = Buffer.alloc(32, 5);
    expect(loadConfig({ NFSE_CERT_KEY: key.toString('base64') }).nfseCertKey?.equals(key)).toBe(true);
    expect(() => loadConfig({ NFSE_CERT_KEY: Buffer.alloc(16, 5).toString('base64') })).toThrow(/NFSE_CERT_KEY/);
    expect(() => loadConfig({ NFSE_CERT_KEY: 'não é base64 de 32 bytes!!' })).toThrow(ConfigError);
  });

  it('S3 storage needs all four S3_* variables; without them files stay on local disk', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'docs' })).toThrow(/S3_ACCESS_KEY/);
    const c = loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'docs', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' });
    expect(c.s3).toEqual({ endpoint: 'http://minio:9000', bucket: 'docs', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's' });
  });

  it('TRUST_PROXY trusts a number of hops or listed proxies, never every X-Forwarded-For entry', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => loadConfig({ TRUST_PROXY: 'qualquer' })).toThrow(/TRUST_PROXY/);
  });

  it('answers for the public host, ALLOWED_HOSTS, and localhost only outside production', () => {
    expect(loadConfig({}).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    const prod = { DATABASE_URL: 'postgres://u:p@db:5432/db', AUTH_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://app.despacha.com.br' };
    expect(loadConfig(prod).allowedHosts).toEqual(['app.despacha.com.br']);
    expect(loadConfig({ ...prod, ALLOWED_HOSTS: 'www.despacha.com.br' }).allowedHosts).toEqual(['app.despacha.com.br', 'www.despacha.com.br']);
  });
});
