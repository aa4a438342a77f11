import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { commonMessages } from '@despacha/domain/messages';
import errors from './errors.ts';

// The error plugin's answers to failures no route handles itself, through HTTP.

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** drizzle keeps the driver's error in `cause`. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });

const failures: Record<string, () => Error> = {
  'admin-shutdown': () => wrapped(withCode('57P01', 'terminating connection due to administrator command')),
  'cannot-connect-now': () => withCode('57P03', 'the database system is starting up'),
  'connection-failure': () => wrapped(withCode('08006')),
  refused: () => withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
  terminated: () => wrapped(new Error('Connection terminated unexpectedly')),
  bug: () => new TypeError("Cannot read properties of undefined (reading 'id')"),
  'unique-violation': () => wrapped(withCode('23505')),
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(errors);
  app.get<{ Params: { kind: string } }>('/fail/:kind', async (request) => {
    throw failures[request.params.kind]!();
  });
  await app.ready();
});
afterAll(() => app.close());

describe('a database that cannot be reached', () => {
  it.each(['admin-shutdown', 'cannot-connect-now', 'connection-failure', 'refused', 'terminated'])(
    '(%s) answers 503 with a pt-BR message and Retry-After',
    async (kind) => {
      const res = await app.inject({ url: `/fail/${kind}` });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: commonMessages.databaseUnavailable } });
    },
  );

  it('leaves a bug and any other database error a 500 that says nothing of its cause', async () => {
    for (const kind of ['bug', 'unique-violation']) {
      const res = await app.inject({ url: `/fail/${kind}` });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: commonMessages.internal } });
    }
  });
});
