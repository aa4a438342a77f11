import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pixBrCode } from '@despacha/domain/billing/pix';
import type { Db } from '../../db/client.ts';
import { hashedKey, windowCounter } from '../../lib/window-counter.ts';
import { brCodeSvg } from '../billing/public.ts';
import { loadPublicView } from './public-view.ts';
import { recordView } from './record-view.ts';
import { notFoundPage, tooManyPage, trackingPage } from './render-page.ts';

/** Enough for a customer reloading; too few to walk token space (which 256 bits make pointless anyway). */
export const TRACKING_VIEWS_PER_MINUTE = 30;

/**
 * GET /acompanhar/:token — the customer's page, signed out. Every refusal (bad shape, unknown,
 * revoked, expired) is the same 404 body, so an answer tells nothing about which tokens exist.
 */
const publicRoutes: FastifyPluginAsyncZod<{ db: Db; viewsPerMinute?: number | undefined }> = async (app, { db: platformDb, viewsPerMinute }) => {
  const perIp = windowCounter(platformDb, { max: viewsPerMinute ?? TRACKING_VIEWS_PER_MINUTE, windowMs: 60_000 });

  // The router matches `:token` up to its 100-character limit; anything longer (or with more path
  // segments) lands here and gets the same answer, never the web app's fallback page.
  app.get('/acompanhar/*', async (_request, reply) =>
    reply.status(404).header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').type('text/html; charset=utf-8').send(notFoundPage()),
  );

  app.get('/acompanhar/:token', { schema: { params: z.object({ token: z.string().max(200) }) } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').type('text/html; charset=utf-8');
    if (!(await perIp.hit(hashedKey('tracking-ip', request.ip))).allowed) {
      return reply.status(429).header('retry-after', '60').send(tooManyPage());
    }
    const view = await loadPublicView(request.db, request.params.token);
    if (!view) return reply.status(404).send(notFoundPage());
    await recordView(request.db, view.link, request.ip, String(request.headers['user-agent'] ?? ''));
    let pix: { brCode: string; qrSvg: string } | null = null;
    if (view.pix && view.dueCents > 0) {
      const brCode = pixBrCode({ ...view.pix, amountCents: view.dueCents, description: `Servico ${view.service.number}`, txid: `SRV${view.service.number}` });
      pix = { brCode, qrSvg: await brCodeSvg(brCode) };
    }
    return reply.send(trackingPage(view, pix));
  });
};

export default publicRoutes;
