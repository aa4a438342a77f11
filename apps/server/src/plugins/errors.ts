import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { commonMessages, inputMessages } from '@despacha/domain/messages';
import { databaseUnreachable, refusedData } from '../lib/db-errors.ts';
import { HttpError, type FieldErrors } from '../lib/http-error.ts';
import { useDefaultMessages } from '../lib/zod-messages.ts';

export type ErrorBody = { error: { code: string; message: string; fields?: FieldErrors } };

/** Fastify's own 4xx (body parsing, content types) in words a user can read. */
const STATUS_MESSAGES: Record<number, string> = {
  406: inputMessages.unsupportedType, // @fastify/multipart: a route that takes files got something else
  413: inputMessages.tooLarge,
  415: inputMessages.unsupportedType,
};

/** One error shape for the whole API; 4xx explain in pt-BR, 5xx hide their details. */
export default fp(
  async (app) => {
    useDefaultMessages();
    app.setErrorHandler((err, request, reply) => {
      if (err instanceof HttpError) {
        return reply.status(err.statusCode).send(body(err.code, err.message, err.fields));
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const fields: FieldErrors = {};
        for (const v of err.validation) {
          const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          fields[key] ??= v.message ?? commonMessages.invalidData;
        }
        return reply.status(400).send(body('VALIDATION', commonMessages.invalidData, fields));
      }
      const status = (err as { statusCode?: number }).statusCode ?? 500;
      if (status === 429) return reply.status(429).send(body('TOO_MANY_REQUESTS', commonMessages.tooManyRequests));
      if (status >= 400 && status < 500) {
        return reply.status(status).send(body('BAD_REQUEST', STATUS_MESSAGES[status] ?? commonMessages.invalidData));
      }
      // A safety net: a value the database refused is the client's mistake, though a contract should have said so first.
      const refused = refusedData(err);
      if (refused) {
        request.log.warn({ err, sqlstate: refused.code }, 'database refused a value the contract let through');
        return reply.status(400).send(body('INVALID_DATA', refused.message, { _: refused.message }));
      }
      // The database restarting or out of reach: the client may retry, and a balancer sees a 503.
      if (databaseUnreachable(err)) {
        request.log.warn({ err }, 'database unreachable');
        return reply.status(503).header('retry-after', '5').send(body('DATABASE_UNAVAILABLE', commonMessages.databaseUnavailable));
      }
      request.log.error({ err }, 'unhandled error');
      return reply.status(500).send(body('INTERNAL', commonMessages.internal));
    });
  },
  { name: 'errors' },
);

export const body = (code: string, message: string, fields?: FieldErrors): ErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
});
