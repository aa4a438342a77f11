import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputMessages } from '@despacha/domain/messages';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';

// Uploads are multipart, outside the JSON input guard: a body the parser cannot read, or a file
// name no text column takes, is the client's mistake (found by src/fuzz.test.ts).

let t: TestApp;
let cookie: string;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.userSession('Ana', 'ana@upload.com.br');
  await t.onboard(cookie);
  const saved = await t.request({ method: 'POST', url: '/api/registrations', cookie, body: registration() });
  url = `/api/services/${saved.json().service.id}/files`;
});
afterAll(() => t.close());

const PDF = '%PDF-1.4\n%teste\n';
const part = (filename: string, content = PDF) =>
  Buffer.concat([Buffer.from(`--b\r\nContent-Disposition: form-data; name="file"; filename="`), Buffer.from(filename), Buffer.from(`"\r\n\r\n${content}\r\n`)]);
const upload = (payload: Buffer | string, contentType = 'multipart/form-data; boundary=b') =>
  t.request({ method: 'POST', url, cookie, body: payload, headers: { 'content-type': contentType } });

describe('uploads the parser cannot read', () => {
  it('answers a multipart body without a boundary 400, not 500', async () => {
    const res = await upload(Buffer.concat([part('a.pdf'), Buffer.from('--b--\r\n')]), 'multipart/form-data');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'INVALID_UPLOAD', message: inputMessages.uploadInvalid, fields: { file: inputMessages.uploadInvalid } });
  });

  it('answers a body cut short 400, not 500', async () => {
    const res = await upload(part('a.pdf'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_UPLOAD');
  });
});

describe('file names', () => {
  it('keeps a name with NUL and control characters, without them', async () => {
    const res = await upload(Buffer.concat([part('nota\0 fiscal\u0007.pdf'), Buffer.from('--b--\r\n')]));
    expect(res.statusCode).toBe(201);
    expect(res.json().originalName).toBe('nota fiscal.pdf');
  });

  it('does not cut an emoji in half at 200 characters', async () => {
    const name = `a${'😀'.repeat(150)}.pdf`;
    const res = await upload(Buffer.concat([part(name), Buffer.from('--b--\r\n')]));
    expect(res.statusCode).toBe(201);
    expect(res.json().originalName).toBe(`a${'😀'.repeat(99)}`);
  });
});
