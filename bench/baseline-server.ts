// The yardstick of bench/api.ts: bare Fastify + a pg Pool doing, per request, only what the
// product does in steady state (docs/decisions/010-per-request-cost.md):
// - GET /api/me: the session is in the product's cache, so no SQL: find the session by its
//   cookie in a Map, answer the actor's profile and agency.
// - GET /api/registry/search?q=<plate>: the product's two statements for a plate (the vehicle
//   with its owner, then the open services of what matched), prepared, and the same JSON.
// Both serialise through fastify's own compiled response schemas, from the same zod contracts,
// so the bodies are byte-identical to the product's (bench/api.ts checks that before timing).
// Run: PORT, DATABASE_URL, BASELINE_SESSION (JSON: cookie name, token, agencyId, me).
import Fastify from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import { meResponse } from '../packages/domain/src/contracts/agencies.ts';
import { searchResult } from '../packages/domain/src/contracts/registry/registration.ts';
import { isPlate, toMercosulPlate } from '../packages/domain/src/validators/plate.ts';
import { readService, readVehicleWithOwner, searchSql } from '../apps/server/src/modules/registry/search-statements.ts';
import { toOwner, toService, toVehicle } from '../apps/server/src/modules/registry/mappers.ts';

type Session = { cookieName: string; token: string; agencyId: string; me: unknown };
const session = JSON.parse(process.env.BASELINE_SESSION!) as Session;
const sessions = new Map([[session.token, session]]);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

// The product's own SQL text and row readers: what differs between the two servers is what
// surrounds them.
const vehicleByPlate = { name: 'baseline_vehicle_by_plate', text: searchSql.vehicleByPlate };
const openServicesOf = { name: 'baseline_open_services_of', text: searchSql.openServicesOf };

function sessionOf(cookie: string | undefined): Session | undefined {
  const start = cookie?.indexOf(`${session.cookieName}=`) ?? -1;
  if (start === -1) return undefined;
  const value = cookie!.slice(start + session.cookieName.length + 1).split(';', 1)[0]!;
  const signed = decodeURIComponent(value);
  return sessions.get(signed.slice(0, signed.lastIndexOf('.')));
}

const app = Fastify({ logger: false });
const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as object;
const refused = { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string' } } } } };

app.get('/api/me', { schema: { response: { 200: toJson(meResponse), 401: refused } } }, async (request, reply) => {
  const s = sessionOf(request.headers.cookie);
  if (!s) return reply.status(401).send({ error: { code: 'UNAUTHENTICATED' } });
  return s.me;
});

app.get<{ Querystring: { q?: string; limit?: string } }>(
  '/api/registry/search',
  { schema: { response: { 200: toJson(z.array(searchResult)), 400: refused, 401: refused } } },
  async (request, reply) => {
    const s = sessionOf(request.headers.cookie);
    if (!s) return reply.status(401).send({ error: { code: 'UNAUTHENTICATED' } });
    const compact = (request.query.q ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (!isPlate(compact)) return reply.status(400).send({ error: { code: 'ONLY_PLATES' } });
    const limit = Number(request.query.limit ?? 20);
    const { rows } = await pool.query({ ...vehicleByPlate, values: [s.agencyId, toMercosulPlate(compact), limit] });
    const found = rows.map(readVehicleWithOwner).map((r) => ({ vehicle: toVehicle(r.vehicle), owner: toOwner(r.owner) }));
    const open = new Map<string, ReturnType<typeof toService>[]>();
    if (found.length) {
      const ids = found.map((f) => f.vehicle.id);
      for (const row of (await pool.query({ ...openServicesOf, values: [s.agencyId, ids] })).rows) {
        const service = toService(readService(row));
        open.set(service.vehicleId, [...(open.get(service.vehicleId) ?? []), service]);
      }
    }
    return found.map((f) => ({ owner: f.owner, vehicle: f.vehicle, openServices: open.get(f.vehicle.id) ?? [] }));
  },
);

app.get('/api/health', async () => ({ ok: true }));

process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
