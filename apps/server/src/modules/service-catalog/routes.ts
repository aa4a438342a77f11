import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  catalogDudaCode,
  catalogDudaCodeRequest,
  catalogDudaCodeUpdate,
  catalogEntry,
  catalogEntryRequest,
  catalogFeeChange,
  catalogFeeCopyParams,
  catalogFeeCopyResponse,
  catalogFeeRequest,
  feeParams,
  feeRequestConfirmed,
  serviceTypeParams,
} from '@despacha/domain/service-catalog/contracts';
import { catalogMessages as m } from '@despacha/domain/service-catalog/messages';
import { CATALOG_DUDA_CODES_MAX } from '@despacha/domain/service-catalog/limits';
import type { Db } from '../../db/client.ts';
import { serviceCatalog, serviceCatalogDudaCodes } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { conflict, invalid, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/tenant.ts';
import { catalogEntries, serviceTypeExists } from './queries.ts';
import { copyFeesFromPreviousYear, deleteFee, feeHistory, setFee, type FeeActor } from './fees.ts';

const idParams = z.object({ id: z.string() });
/** The admin writing (requireAdmin ran, so there is one): the fees' history names them. */
const feeActor = (request: FastifyRequest): FeeActor => ({ userId: request.actor!.userId, name: request.actor!.name });

// Reads are for every signed-in user (agencies see fees, documents and codes in Cadastro do
// Serviço); every write is the platform admins'.
const routes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db: platformDb }) => {
  app.get('/api/service-catalog', { onRequest: [app.requireUser], schema: { response: { 200: z.array(catalogEntry) } } }, async (request) =>
    catalogEntries(request.db),
  );

  /** The entry after a write: what the admin screen shows. */
  async function entryOf(serviceType: string) {
    const [entry] = await catalogEntries(platformDb, serviceType);
    if (!entry) throw notFound(m.serviceTypeMissing);
    return entry;
  }
  async function mustExist(serviceType: string) {
    if (!(await serviceTypeExists(platformDb, serviceType))) throw notFound(m.serviceTypeMissing);
  }

  app.put(
    '/api/admin/service-catalog/:serviceType',
    { onRequest: [app.requireAdmin], schema: { params: serviceTypeParams, body: catalogEntryRequest, response: { 200: catalogEntry } } },
    async (request) => {
      const { serviceType } = request.params;
      await mustExist(serviceType);
      const values = { ...request.body, updatedAt: new Date() };
      await request.db
        .insert(serviceCatalog)
        .values({ serviceType, ...values })
        .onConflictDoUpdate({ target: serviceCatalog.serviceType, set: values });
      return entryOf(serviceType);
    },
  );

  app.put(
    '/api/admin/service-catalog/:serviceType/fees/:year',
    { onRequest: [app.requireAdmin], schema: { params: feeParams, body: catalogFeeRequest, response: { 200: catalogEntry } } },
    async (request) => {
      const { serviceType, year } = request.params;
      await mustExist(serviceType);
      const { fee, source, checkedOn } = request.body;
      await setFee(request.db, serviceType, year, { feeCents: fee, confirmed: feeRequestConfirmed(request.body), source, checkedOn }, feeActor(request));
      return entryOf(serviceType);
    },
  );

  app.delete(
    '/api/admin/service-catalog/:serviceType/fees/:year',
    { onRequest: [app.requireAdmin], schema: { params: feeParams, response: { 200: catalogEntry } } },
    async (request) => {
      const { serviceType, year } = request.params;
      if (!(await deleteFee(request.db, serviceType, year, feeActor(request)))) throw notFound(m.feeMissing);
      return entryOf(serviceType);
    },
  );

  // January: last year's fees start the new year "a confirmar", to be checked and adjusted.
  app.post(
    '/api/admin/service-catalog/fees/:year/copy',
    { onRequest: [app.requireAdmin], schema: { params: catalogFeeCopyParams, response: { 200: catalogFeeCopyResponse } } },
    async (request) => copyFeesFromPreviousYear(request.db, request.params.year, feeActor(request)),
  );

  app.get(
    '/api/admin/service-catalog/:serviceType/fee-history',
    { onRequest: [app.requireAdmin], schema: { params: serviceTypeParams, response: { 200: z.array(catalogFeeChange) } } },
    async (request) => {
      await mustExist(request.params.serviceType);
      return feeHistory(request.db, request.params.serviceType);
    },
  );

  app.post(
    '/api/admin/service-catalog/:serviceType/duda-codes',
    { onRequest: [app.requireAdmin], schema: { params: serviceTypeParams, body: catalogDudaCodeRequest, response: { 201: catalogEntry } } },
    async (request, reply) => {
      const { serviceType } = request.params;
      await mustExist(serviceType);
      const [{ count }] = (await request.db
        .select({ count: sql<number>`count(*)` })
        .from(serviceCatalogDudaCodes)
        .where(eq(serviceCatalogDudaCodes.serviceType, serviceType))) as [{ count: number }];
      if (Number(count) >= CATALOG_DUDA_CODES_MAX) throw invalid({ code: m.dudaCodesTooMany });
      try {
        // Typed by an admin, so "a confirmar" until someone confirms it against DETRAN-RJ.
        await request.db.insert(serviceCatalogDudaCodes).values({ serviceType, ...request.body, verified: false });
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
      const [row] = await request.db
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
    const gone = await request.db
      .delete(serviceCatalogDudaCodes)
      .where(eq(serviceCatalogDudaCodes.id, request.params.id))
      .returning({ id: serviceCatalogDudaCodes.id });
    if (gone.length === 0) throw notFound(m.dudaCodeMissing);
    return reply.status(204).send();
  });
};

export default routes;
