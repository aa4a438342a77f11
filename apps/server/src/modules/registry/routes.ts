import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerResponse } from '@despacha/domain/contracts/registry/owner';
import { vehicleResponse } from '@despacha/domain/contracts/registry/vehicle';
import { serviceResponse } from '@despacha/domain/contracts/registry/service';
import { registrationRequest, registrationResponse, registrySearchQuery, searchResult } from '@despacha/domain/contracts/registry/registration';
import { notFound } from '../../lib/http-error.ts';
import { compiledSerializer } from '../../lib/json-serializer.ts';
import { tenantOf } from '../../lib/tenant.ts';
import { getOwner, getVehicle, servicesOfVehicle } from './queries.ts';
import { saveRegistration } from './save-registration.ts';
import { searchRegistry } from './search-registry.ts';

const idParams = z.object({ id: z.string() });
const vehicleRecord = z.object({ owner: ownerResponse.nullable(), vehicle: vehicleResponse, services: z.array(serviceResponse) });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/registry/search',
    {
      onRequest: [app.requireUser],
      schema: { querystring: registrySearchQuery, response: { 200: z.array(searchResult) } },
      serializerCompiler: compiledSerializer,
    },
    async (request) => searchRegistry(request.db, { agencyId: tenantOf(request).agencyId, ...request.query }),
  );

  app.post(
    '/api/registrations',
    { onRequest: [app.requireUser], schema: { body: registrationRequest, response: { 200: registrationResponse } } },
    async (request) => saveRegistration(request.db, tenantOf(request), request.body),
  );

  app.get('/api/owners/:id', { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: ownerResponse } } }, async (request) => {
    const owner = await getOwner(request.db, { agencyId: tenantOf(request).agencyId, id: request.params.id });
    if (!owner) throw notFound();
    return owner;
  });

  // The whole record Cadastro do Sistema loads: the vehicle, its owner and its services.
  app.get('/api/vehicles/:id', { onRequest: [app.requireUser], schema: { params: idParams, response: { 200: vehicleRecord } } }, async (request) => {
    const { agencyId } = tenantOf(request);
    const vehicle = await getVehicle(request.db, { agencyId, id: request.params.id });
    if (!vehicle) throw notFound();
    const owner = vehicle.ownerId ? await getOwner(request.db, { agencyId, id: vehicle.ownerId }) : null;
    return { vehicle, owner, services: await servicesOfVehicle(request.db, { agencyId, vehicleId: vehicle.id }) };
  });
};

export default routes;
