import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import {
  catalogDudaCode,
  catalogDudaCodeRequest,
  catalogDudaCodeUpdate,
  catalogEntry,
  catalogEntryRequest,
  catalogFeeRequest,
  feeParams,
  serviceTypeParams,
} from '@despacha/domain/service-catalog/contracts';
import { catalogMessages as m } from '@despacha/domain/service-catalog/messages';
import { CATALOG_DUDA_CODES_MAX } from '@despacha/domain/service-catalog/limits';
import type { Db } from '../../db/client.ts';
import { serviceCatalog, serviceCatalogDudaCodes, serviceCatalogFees } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { conflict, invalid, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/tenant.ts';
import { catalogEntries, serviceTypeExists } from './queries.ts';

const idParams = z.object({ id: z.string() });

// Reads are for every signed-in user (agencies see fees, documents and codes in Cadastro do
// Serviço); every write is the platform admins'.
const routes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/service-catalog', { onRequest: [app.requireUser], schema: { response: { 200: z.array(catalogEntry) } } }, async () => catalogEntries(db));

  /** The entry after a write: what the admin screen shows. */
  async function entryOf(serviceType: string) {
    const [entry] = await catalogEntries(db, serviceType);
    if (!entry) throw notFound(m.serviceTypeMissing);
    return entry;
  }
  async function mustExist(serviceType: string) {
    if (!(await serviceTypeExists(db, serviceType))) throw notFound(m.serviceTypeMissing);
  }

  app.put(
    '/api/admin/service-catalog/:serviceType',
    { onRequest: [app.requireAdmin], schema: { params: serviceTypeParams, body: catalogEntryRequest, response: { 200: catalogEntry } } },
    async (request) => {
      const { serviceType } = request.params;
      await mustExist(serviceType);
      const values = { ...request.body, updatedAt: new Date() };
      await db.insert(serviceCatalog).values({ serviceType, ...values }).onConflictDoUpdate({ target: serviceCatalog.serviceType, set: values });
      return entryOf(serviceType);
    },
  );

  app.put(
    '/api/admin/service-catalog/:serviceType/fees/:year',
    { onRequest: [app.requireAdmin], schema: { params: feeParams, body: catalogFeeRequest, response: { 200: catalogEntry } } },
    async (request) => {
      const { serviceType, year } = request.params;
      await mustExist(serviceType);
      const values = { feeCents: request.body.fee, updatedAt: new Date() };
      await db
        .insert(serviceCatalogFees)
        .values({ serviceType, year, ...values })
        .onConflictDoUpdate({ target: [serviceCatalogFees.serviceType, serviceCatalogFees.year], set: values });
      return entryOf(serviceType);
    },
  );

  app.delete(
    '/api/admin/service-catalog/:serviceType/fees/:year',
    { onRequest: [app.requireAdmin], schema: { params: feeParams, response: { 200: catalogEntry } } },
    async (request) => {
      const { serviceType, year } = request.params;
      const gone = await db
        .delete(serviceCatalogFees)
        .where(and(eq(serviceCatalogFees.serviceType, serviceType), eq(serviceCatalogFees.year, year)))
        .returning({ year: serviceCatalogFees.year });
      if (gone.length === 0) throw notFound(m.feeMissing);
      return entryOf(serviceType);
    },
  );

  app.post(
    '/api/admin/service-catalog/:serviceType/duda-codes',
    { onRequest: [app.requireAdmin], schema: { params: serviceTypeParams, body: catalogDudaCodeRequest, response: { 201: catalogEntry } } },
    async (request, reply) => {
      const { serviceType } = request.params;
      await mustExist(serviceType);
      const [{ count }] = (await db
        .select({ count: sql<number>`count(*)` })
        .from(serviceCatalogDudaCodes)
        .where(eq(serviceCatalogDudaCodes.serviceType, serviceType))) as [{ count: number }];
      if (Number(count) >= CATALOG_DUDA_CODES_MAX) throw invalid({ code: m.dudaCodesTooMany });
      try {
        // Typed by an admin, so "a confirmar" until someone confirms it against DETRAN-RJ.
        await db.insert(serviceCatalogDudaCodes).values({ serviceType, ...request.body, verified: false });
      } catch (err) {
        if (uniqueViolation(err) === 'service_catalog_duda_codes_uq') throw conflict('DUPLICATE', m.dudaCodeTaken);
        throw err;
      }
      return reply.status(201).send(await entryOf(serviceType));
    },
  );

  app.patch(
    '/api/admin/service-catalog/duda-codes/:id',
    { onRequest: [app.requireAdmin], schema: { params: idParams, body: catalogDudaCodeUpdate, response: { 200: catalogDudaCode } } },
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound(m.dudaCodeMissing);
      const [row] = await db
        .update(serviceCatalogDudaCodes)
        .set({ ...request.body, updatedAt: new Date() })
        .where(eq(serviceCatalogDudaCodes.id, request.params.id))
        .returning();
      if (!row) throw notFound(m.dudaCodeMissing);
      return { id: row.id, code: row.code, description: row.description, verified: row.verified };
    },
  );

  app.delete('/api/admin/service-catalog/duda-codes/:id', { onRequest: [app.requireAdmin], schema: { params: idParams } }, async (request, reply) => {
    if (!isUuid(request.params.id)) throw notFound(m.dudaCodeMissing);
    const gone = await db.delete(serviceCatalogDudaCodes).where(eq(serviceCatalogDudaCodes.id, request.params.id)).returning({ id: serviceCatalogDudaCodes.id });
    if (gone.length === 0) throw notFound(m.dudaCodeMissing);
    return reply.status(204).send();
  });
};

export default routes;
