import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './s3-storage.ts';

/** A minimal S3-compatible server: path-style PUT/GET/DELETE of objects, remembering what was signed. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  const authorizations: string[] = [];
  const server = http.createServer((req, res) => {
    authorizations.push(req.headers.authorization ?? '');
    const key = decodeURIComponent(new URL(req.url!, 'http://s3').pathname);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: req.headers['content-type'] });
        res.writeHead(200, { etag: '"1"' }).end();
      } else if (req.method === 'GET') {
        const o = objects.get(key);
        if (!o) return res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
        res.writeHead(200, { 'content-type': o.type ?? 'application/octet-stream', 'content-length': o.body.length }).end(o.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects, authorizations };
}

describe('s3Storage', () => {
  const s3 = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

  const key = 'a1b2c3d4-0000-4000-8000-000000000001/5e6f-aa/0f0e-bb';

  it('puts, reads and removes an object under the bucket, signing each request', async () => {
    const storage = s3Storage({ endpoint, bucket: 'despacha', region: 'us-east-1', accessKeyId: 'AKIATEST', secretAccessKey: 'segredo' });
    await storage.put(key, Buffer.from('%PDF-1.4 conteúdo'), 'application/pdf');
    expect(s3.objects.get(`/despacha/${key}`)).toEqual({ body: Buffer.from('%PDF-1.4 conteúdo'), type: 'application/pdf' });
    expect(await text(await storage.read(key))).toBe('%PDF-1.4 conteúdo');
    await storage.remove(key);
    expect(s3.objects.has(`/despacha/${key}`)).toBe(false);
    expect(s3.authorizations.every((a) => a.startsWith('AWS4-HMAC-SHA256 Credential=AKIATEST/'))).toBe(true);
  });

  it('refuses keys the server did not make', async () => {
    const storage = s3Storage({ endpoint, bucket: 'despacha', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's' });
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    expect(s3.objects.size).toBe(0);
  });

  it('fails reading a missing object', async () => {
    const storage = s3Storage({ endpoint, bucket: 'despacha', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's' });
    await expect(storage.read(key)).rejects.toThrow();
  });
});
