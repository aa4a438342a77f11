import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A minimal S3-compatible server for tests: path-style PUT/GET/HEAD/DELETE of objects and the
 * multipart upload (create, parts, complete, abort), remembering what was signed and the largest
 * request body it received (a streamed file must arrive in parts, never whole).
 */
export function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  const uploads = new Map<string, { key: string; type: string | undefined; parts: Map<number, Buffer> }>();
  const authorizations: string[] = [];
  let largestBody = 0;
  let uploadCount = 0;
  const server = http.createServer((req, res) => {
    authorizations.push(req.headers.authorization ?? '');
    const url = new URL(req.url!, 'http://s3');
    const key = decodeURIComponent(url.pathname);
    const q = url.searchParams;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      largestBody = Math.max(largestBody, body.length);
      const xml = (status: number, text: string) =>
        res.writeHead(status, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
      const upload = q.get('uploadId') ? uploads.get(q.get('uploadId')!) : undefined;
      if (q.has('uploadId') && !upload) return xml(404, '<Error><Code>NoSuchUpload</Code></Error>');
      if (req.method === 'POST' && q.has('uploads')) {
        const id = `upload-${++uploadCount}`;
        uploads.set(id, { key, type: req.headers['content-type'], parts: new Map() });
        return xml(200, `<InitiateMultipartUploadResult><Bucket>b</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
      }
      if (req.method === 'PUT' && upload) {
        upload.parts.set(Number(q.get('partNumber')), body);
        return res.writeHead(200, { etag: `"part-${q.get('partNumber')}"` }).end();
      }
      if (req.method === 'POST' && upload) {
        const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
        objects.set(upload.key, { body: Buffer.concat(numbers.map((n) => upload.parts.get(n)!)), type: upload.type });
        uploads.delete(q.get('uploadId')!);
        return xml(200, `<CompleteMultipartUploadResult><Bucket>b</Bucket><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`);
      }
      if (req.method === 'DELETE' && upload) {
        uploads.delete(q.get('uploadId')!);
        return res.writeHead(204).end();
      }
      if (req.method === 'PUT') {
        objects.set(key, { body, type: req.headers['content-type'] });
        return res.writeHead(200, { etag: '"1"' }).end();
      }
      const o = objects.get(key);
      if (req.method === 'GET' || req.method === 'HEAD') {
        if (!o) return req.method === 'HEAD' ? res.writeHead(404).end() : xml(404, '<Error><Code>NoSuchKey</Code></Error>');
        res.writeHead(200, { 'content-type': o.type ?? 'application/octet-stream', 'content-length': o.body.length });
        return req.method === 'HEAD' ? res.end() : res.end(o.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      res.writeHead(405).end();
    });
  });
  return {
    server,
    objects,
    uploads,
    authorizations,
    largestBody: () => largestBody,
    /** Listens on a free port of 127.0.0.1; resolves with the endpoint URL. */
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
