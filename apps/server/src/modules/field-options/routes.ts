import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import { fieldOptionKinds } from '@despacha/domain/options/field-option-kinds';
import { valuesOf } from '@despacha/domain/options/option';
import type { Db } from '../../db/client.ts';
import { fieldOptions } from '../../db/schema/index.ts';

const option = z.object({ value: z.string(), label: z.string() });

/** Active options per field, in the admin's order: what the registry's select lists offer. */
const routes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/field-options',
    {
      onRequest: [app.requireUser],
      schema: { querystring: z.object({ field: z.enum(valuesOf(fieldOptionKinds)).optional() }), response: { 200: z.record(z.string(), z.array(option)) } },
    },
    async (request) => {
      const { field } = request.query;
      const rows = await db
        .select()
        .from(fieldOptions)
        .where(and(eq(fieldOptions.active, true), field ? eq(fieldOptions.fieldName, field) : undefined))
        .orderBy(asc(fieldOptions.fieldName), asc(fieldOptions.displayOrder), asc(fieldOptions.optionLabel));
      const grouped: Record<string, { value: string; label: string }[]> = {};
      for (const r of rows) (grouped[r.fieldName] ??= []).push({ value: r.optionValue, label: r.optionLabel });
      return grouped;
    },
  );
};

export default routes;
