import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { authErrorMessages } from '@despacha/domain/messages';
import { CLIENT_IP_HEADER, type Auth } from '../lib/auth.ts';
import { authRequestBody } from '../lib/auth-bodies.ts';
import { body } from './errors.ts';

// /api/auth/* is better-auth's: the request is handed over as a fetch Request and its answer
// brought back, without the session token in the body and with errors in our shape and pt-BR.

/** better-auth's basePath (lib/auth.ts). */
const AUTH_PREFIX = '/api/auth';

export async function forwardToAuth(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  // The path exactly as better-auth will route it (dot segments resolved by URL, like its router).
  const authPath = url.pathname.startsWith(`${AUTH_PREFIX}/`) ? url.pathname.slice(AUTH_PREFIX.length) : '';
  const payload = request.method === 'POST' ? authRequestBody(authPath, request.body) : request.body;
  const hasBody = request.method !== 'GET' && payload !== undefined;
  const response = await auth.handler(new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(payload) : undefined }));
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) return reply.type('application/json').send(translateAuthError(response.status, text));
  return reply.send(withoutSessionToken(text));
}

/**
 * The session lives in an httpOnly cookie; page scripts never see a session token, at any depth
 * (sign-in's answer, get-session's session.token, each of list-sessions' entries).
 */
function withoutSessionToken(text: string): string | null {
  if (!text.includes('"token"')) return text || null;
  try {
    return JSON.stringify(JSON.parse(text), (key, value: unknown) => (key === 'token' ? undefined : value));
  } catch {
    return text;
  }
}

/** better-auth speaks English with stable codes; our users get pt-BR in our error shape. */
function translateAuthError(status: number, text: string) {
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // not JSON: fall back to the status
  }
  const code = parsed.code ?? (status === 429 ? 'TOO_MANY_REQUESTS' : status === 401 ? 'UNAUTHENTICATED' : 'AUTH_ERROR');
  const message = authErrorMessages[code] ?? parsed.message ?? authErrorMessages.VALIDATION_ERROR!;
  return body(code, message);
}
