import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { commonMessages } from '@despacha/domain/messages';
import { HttpError, type FieldErrors } from '../lib/http-error.ts';

export type ErrorBody = { error: { code: string; message: string; fields?: FieldErrors } };

/** One error shape for the whole API; 4xx explain in pt-BR, 5xx hide their details. */
export default fp(
  async (app) => {
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
        return reply.status(status).send(body('BAD_REQUEST', commonMessages.invalidData));
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
