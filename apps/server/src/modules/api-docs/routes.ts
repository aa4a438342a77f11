import type { FastifyPluginAsync } from 'fastify';
import { docsPage } from './docs-page.ts';
import { buildOpenApi } from './openapi.ts';

/** The document's own version: raised when a route's contract changes in a way clients must know. */
export const API_VERSION = '1.0.0';

// The published API (issue 36): /api/openapi.json and its readable page /api/docs, both public
// like any API description. Made once, at the first request, from the route table as registered.
const routes: FastifyPluginAsync = async (app) => {
  // Kept as bytes: a string this large costs more to send than its Buffer (plugins/compress-json.ts).
  // One build, shared by the requests that arrive while it runs.
  let made: Promise<{ json: Buffer; html: Buffer }> | undefined;
  const documents = () =>
    (made ??= buildOpenApi(app.routeTable, API_VERSION).then((doc) => ({ json: Buffer.from(JSON.stringify(doc)), html: Buffer.from(docsPage(doc)) })));

  app.get('/api/openapi.json', async (_request, reply) => reply.type('application/json; charset=utf-8').send((await documents()).json));
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send((await documents()).html));
};

export default routes;
