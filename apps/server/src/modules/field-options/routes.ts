import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldOptionRequest } from '@despacha/domain/contracts/admin';
import { adminFieldOptionResponse, updateFieldOptionRequest } from '@despacha/domain/contracts/field-options';
import { fieldOptionKinds } from '@despacha/domain/options/field-option-kinds';
import { valuesOf } from '@despacha/domain/options/option';
import { notFound } from '../../lib/http-error.ts';
import { activeOptionsByField, createFieldOption, deleteFieldOption, listAllFieldOptions, updateFieldOption } from './queries.ts';

const option = z.object({ value: z.string(), label: z.string() });
const idParams = z.object({ id: z.string() });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/field-options',
    {
      onRequest: [app.requireUser],
      schema: { querystring: z.object({ field: z.enum(valuesOf(fieldOptionKinds)).optional() }), response: { 200: z.record(z.string(), z.array(option)) } },
    },
    async (request) => activeOptionsByField(request.db, request.query.field),
  );

  app.get('/api/admin/field-options', { onRequest: [app.requireAdmin], schema: { response: { 200: z.array(adminFieldOptionResponse) } } }, async (request) =>
    listAllFieldOptions(request.db),
  );

  app.post(
    '/api/admin/field-options',
    { onRequest: [app.requireAdmin], schema: { body: fieldOptionRequest, response: { 201: adminFieldOptionResponse } } },
    async (request, reply) => reply.status(201).send(await createFieldOption(request.db, request.body)),
  );

  app.patch(
    '/api/admin/field-options/:id',
    { onRequest: [app.requireAdmin], schema: { params: idParams, body: updateFieldOptionRequest, response: { 200: adminFieldOptionResponse } } },
    async (request) => {
      const option = await updateFieldOption(request.db, request.params.id, request.body);
      if (!option) throw notFound();
      return option;
    },
  );

  app.delete('/api/admin/field-options/:id', { onRequest: [app.requireAdmin], schema: { params: idParams } }, async (request, reply) => {
    if (!(await deleteFieldOption(request.db, request.params.id))) throw notFound();
    return reply.status(204).send();
  });
};

export default routes;
