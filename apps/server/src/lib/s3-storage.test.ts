import fs from 'node:fs';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeS3 } from '../testing/fake-s3.ts';
import { PART_BYTES, s3Storage } from './s3-storage.ts';

describe('s3Storage', () => {
  const s3 = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    endpoint = await s3.start();
  });
  afterAll(() => s3.stop());
  const storageOf = (accessKeyId = 'k') => s3Storage({ endpoint, bucket: 'despacha', region: 'us-east-1', accessKeyId, secretAccessKey: 'segredo' });

  const key = 'a1b2c3d4-0000-4000-8000-000000000001/5e6f-aa/0f0e-bb';

  it('puts, reads and removes an object under the bucket, signing each request', async () => {
    const storage = storageOf('AKIATEST');
    await storage.put(key, Buffer.from('%PDF-1.4 conteúdo'), 'application/pdf');
    expect(s3.objects.get(`/despacha/${key}`)).toEqual({ body: Buffer.from('%PDF-1.4 conteúdo'), type: 'application/pdf' });
    expect(await text(await storage.read(key))).toBe('%PDF-1.4 conteúdo');
    expect(await storage.size(key)).toBe(Buffer.byteLength('%PDF-1.4 conteúdo'));
    await storage.remove(key);
    expect(s3.objects.has(`/despacha/${key}`)).toBe(false);
    expect(await storage.size(key)).toBeNull();
    expect(s3.authorizations.every((a) => a.startsWith('AWS4-HMAC-SHA256 Credential=AKIATEST/'))).toBe(true);
  });

  it('refuses keys the server did not make', async () => {
    const storage = storageOf();
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('agency/file.zip', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    expect(s3.objects.size).toBe(0);
  });

  it('fails reading a missing object', async () => {
    await expect(storageOf().read(key)).rejects.toThrow();
  });

  it('streams a large body up in parts, never holding it whole', async () => {
    const piece = Buffer.alloc(64 * 1024, 7);
    const count = Math.ceil((PART_BYTES * 2.5) / piece.length);
    async function* body() {
      for (let i = 0; i < count; i++) yield piece;
    }
    const bytes = await storageOf().putStream(key, body(), 'application/zip');
    expect(bytes).toBe(piece.length * count);
    const stored = s3.objects.get(`/despacha/${key}`)!;
    expect(stored.body.length).toBe(bytes);
    expect(stored.type).toBe('application/zip');
    // Three parts of at most one part's size (plus the last chunk that filled it).
    expect(s3.largestBody()).toBeLessThanOrEqual(PART_BYTES + piece.length);
    expect(s3.uploads.size).toBe(0);
    await storageOf().remove(key);
  });

  it('a small streamed body is one object; a failing body leaves no upload behind', async () => {
    async function* small() {
      yield Buffer.from('linha 1\n');
      yield Buffer.from('linha 2\n');
    }
    expect(await storageOf().putStream(key, small())).toBe(16);
    expect(s3.objects.get(`/despacha/${key}`)!.body.toString()).toBe('linha 1\nlinha 2\n');
    async function* broken() {
      yield Buffer.alloc(PART_BYTES + 1);
      throw new Error('leitura interrompida');
    }
    await expect(storageOf().putStream(`${key}-2`, broken())).rejects.toThrow(/interrompida/);
    expect(s3.objects.has(`/despacha/${key}-2`)).toBe(false);
    expect(s3.uploads.size).toBe(0);
  });

  it('hands a temporary copy to a reader needing a file, removed afterwards', async () => {
    await storageOf().put(key, Buffer.from('PK conteúdo'));
    let seen = '';
    const size = await storageOf().withFile(key, async (file) => {
      seen = file;
      return fs.statSync(file).size;
    });
    expect(size).toBe(Buffer.byteLength('PK conteúdo'));
    expect(fs.existsSync(seen)).toBe(false);
  });
});
