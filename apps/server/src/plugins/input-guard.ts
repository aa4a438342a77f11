import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TEXT } from '@despacha/domain/limits';
import { authErrorMessages, authMessages, inputMessages } from '@despacha/domain/messages';
import { maxChars, requiredText } from '@despacha/domain/contracts/fields';
import { invalid, type FieldErrors } from '../lib/http-error.ts';
import { badParamFields, badQueryFields, badTextFields, decodeUtf8, jsonNestsDeeperThan, MAX_JSON_DEPTH, textProblem } from '../lib/input-checks.ts';
import { body } from './errors.ts';

/**
 * The house rule "every body a size and depth; NUL bytes and broken Unicode get a 400, never a
 * 500", for every route (better-auth's included, whose bodies come through the same parsers):
 * JSON and text bodies within the app's bodyLimit, JSON at most MAX_JSON_DEPTH deep, valid UTF-8,
 * no NUL and no lone surrogate in any key or string; the same for query strings and route params.
 */
export default fp(
  async (app, opts: { publicUrl: string }) => {
    const publicOrigin = new URL(opts.publicUrl).origin;
    // The default parser hands the text straight to JSON.parse: no depth limit and any "\u0000".
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);

    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
      try {
        const text = textOf(raw as Buffer);
        if (!text.trim()) throw refused(inputMessages.invalidJson);
        if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) throw refused(inputMessages.tooDeep);
        let parsed: unknown;
        let parseError: unknown = null;
        // Fastify's JSON parser answers through the callback, synchronously.
        void parseJson(request, text, (err, value) => {
          parseError = err;
          parsed = value;
        });
        if (parseError) throw refused(inputMessages.invalidJson);
        const fields = badTextFields(parsed);
        if (fields) throw invalidFields(fields);
        done(null, parsed);
      } catch (err) {
        done(err as Error, undefined);
      }
    });

    app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, raw, done) => {
      try {
        const text = textOf(raw as Buffer);
        const problem = textProblem(text);
        if (problem) throw refused(problem);
        done(null, text);
      } catch (err) {
        done(err as Error, undefined);
      }
    });

    // Both hooks are callback style: they run on every request, and an async hook would cost a
    // promise each time.
    app.addHook('onRequest', (request, _reply, done) => {
      done(queryProblem(request, publicOrigin));
    });

    // better-auth checks only the types of what update-user sets: `name: null` reached the
    // database's not-null column as a 500. Other auth bodies are checked in lib/auth-bodies.ts.
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.method !== 'POST' || request.routeOptions.url !== '/api/auth/*') return done();
      const schema = AUTH_BODIES.get(authPath(request));
      if (!schema || request.body === undefined) return done();
      const result = schema.safeParse(request.body);
      if (result.success) {
        request.body = result.data;
        return done();
      }
      const fields: FieldErrors = {};
      for (const issue of result.error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
      done(invalidFields(fields));
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);

/** What is wrong with the query string or the route parameters; undefined when nothing is. */
function queryProblem(request: FastifyRequest, publicOrigin: string): Error | undefined {
  const queryAt = request.url.indexOf('?');
  const query = queryAt >= 0 ? request.url.slice(queryAt + 1) : '';
  const badQuery = query ? badQueryFields(query) : null;
  const badParams = badParamFields(request.params);
  if (badQuery || badParams) {
    const fields = { ...badQuery, ...badParams };
    if (Object.keys(fields).length) return invalidFields(fields);
  }
  if (query && request.routeOptions.url === '/api/auth/*') {
    // The origins better-auth trusts (lib/auth.ts): PUBLIC_URL's and the one the request came to.
    const callbacks = badCallbackFields(new URLSearchParams(query), [publicOrigin, `${request.protocol}://${request.host}`]);
    if (callbacks) return invalidFields(callbacks);
  }
  return undefined;
}

/** A user's picture: a URL or a data URL of a small image; better-auth stores it as given. */
const IMAGE_MAX = 2048;

/** POST bodies by better-auth path (after /api/auth) that lib/auth-bodies.ts leaves to us. */
const AUTH_BODIES = new Map<string, z.ZodType>([
  [
    '/update-user',
    z.object({
      name: requiredText(authMessages.nameRequired, TEXT.name).optional(),
      image: z.string({ error: inputMessages.imageInvalid }).max(IMAGE_MAX, maxChars(IMAGE_MAX)).nullable().optional(),
    }),
  ],
]);

/** The path better-auth will route, as plugins/auth.ts computes it (dot segments resolved, no trailing slash). */
function authPath(request: FastifyRequest): string {
  const { pathname } = new URL(request.url, 'http://localhost');
  return pathname.startsWith('/api/auth/') ? pathname.slice('/api/auth'.length).replace(/\/+$/, '') : '';
}

/**
 * Query keys better-auth redirects to. verify-email hands an unparsable one to `new URL` (a 500)
 * and redirects to any absolute one it is given (an open redirect, `javascript:` included).
 */
const CALLBACK_KEYS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];
const CALLBACK_MAX = 2048;

/** A path of ours (`/dashboard`, not `//host`), or an absolute URL on one of our origins. */
function isOurCallback(value: string, origins: string[]): boolean {
  if (value.length > CALLBACK_MAX) return false;
  if (/^\/(?![/\\])/.test(value)) return URL.canParse(value, 'http://localhost');
  return URL.canParse(value) && origins.includes(new URL(value).origin);
}

function badCallbackFields(query: URLSearchParams, origins: string[]): FieldErrors | null {
  const message = authErrorMessages.INVALID_CALLBACK_URL!;
  const bad = CALLBACK_KEYS.filter((key) => query.getAll(key).some((value) => !isOurCallback(value, origins)));
  return bad.length ? Object.fromEntries(bad.map((key) => [key, message])) : null;
}

function textOf(raw: Buffer): string {
  const text = decodeUtf8(raw);
  if (text === null) throw refused(inputMessages.invalidEncoding);
  return text;
}

const refused = (message: string) => invalid({ _: message }, message);
/** The first field's words lead: the auth forms show the message alone. */
const invalidFields = (fields: FieldErrors) => invalid(fields, Object.values(fields)[0]);

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/api/origins/%E0%A4%A`) or a
 * parameter past maxParamLength, answered in our error shape instead of fastify's English one.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  reply.status(status).send(body('BAD_URL', inputMessages.invalidAddress, { _: inputMessages.invalidAddress }));
}
