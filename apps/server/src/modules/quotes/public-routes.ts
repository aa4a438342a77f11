import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { isBlockedAgencyStatus } from '@despacha/domain/billing/agency';
import { effectiveQuoteStatus } from '@despacha/domain/quotes/options';
import type { Db } from '../../db/client.ts';
import { agencies, fieldOptions } from '../../db/schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import { windowCounter } from '../../lib/window-counter.ts';
import { quoteLines } from './quote-pdf.ts';
import { notFoundPage, quotePage, tooManyPage, unavailablePage } from './public-page.ts';
import { answerQuote, quoteOfToken } from './share-quote.ts';

/** Views and answers a client address may make per minute: a customer needs a handful. */
export const PUBLIC_QUOTE_HITS_PER_MINUTE = 30;

/** The route's token, whatever was sent: quoteOfToken refuses anything not shaped like ours. */
const tokenOf = (request: FastifyRequest) => String((request.params as { token?: unknown }).token ?? '');

/**
 * The customer's side of a shared quote, signed out: GET shows it, POST …/aceitar or …/recusar
 * records the answer and redirects back (303). Any token that leads nowhere gets the same 404.
 * The buttons are plain same-origin form posts: a post from another site is refused like the API's
 * origin check does, so a link alone cannot answer for the customer.
 */
const publicRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (app, { db: platformDb, publicUrl }) => {
  const limiter = windowCounter(platformDb, { max: PUBLIC_QUOTE_HITS_PER_MINUTE, windowMs: 60_000 });
  const publicOrigin = new URL(publicUrl).origin;
  // A button-only form sends an empty urlencoded body: nothing in it is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(body);

  /** False (and the page answered) once the address went past its limit. */
  async function allowed(request: FastifyRequest, reply: FastifyReply) {
    const { allowed: ok } = await limiter.hit(`quote-link:${request.ip}`);
    if (!ok) await html(reply.header('retry-after', '60'), 429, tooManyPage());
    return ok;
  }

  function sameOrigin(request: FastifyRequest) {
    const origin = request.headers.origin;
    if (origin) return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
    return request.headers['sec-fetch-site'] !== 'cross-site';
  }

  const agencyOf = (agencyId: string) =>
    platformDb.query.agencies.findFirst({ where: eq(agencies.id, agencyId), columns: { name: true, phone: true, email: true, status: true } });

  app.get('/orcamento/:token', async (request, reply) => {
    if (!(await allowed(request, reply))) return reply;
    const token = tokenOf(request);
    const today = todayIso();
    const quote = await quoteOfToken(request.db, token, today);
    if (!quote) return html(reply, 404, notFoundPage());
    const [agency, option] = await Promise.all([
      agencyOf(quote.agencyId),
      request.db.query.fieldOptions.findFirst({ where: and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, quote.serviceType)) }),
    ]);
    if (isBlockedAgencyStatus(agency!.status)) return html(reply, 403, unavailablePage(agency!));
    const serviceLabel = option?.optionLabel ?? quote.serviceType;
    return html(
      reply,
      200,
      quotePage({
        agency: agency!,
        number: quote.number,
        customerName: quote.customerName,
        serviceLabel,
        plate: quote.plate,
        lines: quoteLines({
          serviceLabel,
          detranFee: quote.detranFeeCents,
          honorarios: quote.honorariosCents,
          extras: quote.extras.map((e) => ({ label: e.label, amount: e.cents })),
        }),
        total: quote.totalCents,
        detranFee: quote.detranFeeCents,
        validUntil: quote.validUntil,
        status: effectiveQuoteStatus(quote.status, quote.validUntil, today),
        token,
      }),
    );
  });

  // A parameter over the router's 100 characters matches no route above: the same 404, not the SPA.
  for (const method of ['GET', 'POST'] as const) {
    app.route({ method, url: '/orcamento/*', handler: async (request, reply) => ((await allowed(request, reply)) ? html(reply, 404, notFoundPage()) : reply) });
  }

  for (const [action, answer] of [
    ['aceitar', 'aceito'],
    ['recusar', 'recusado'],
  ] as const) {
    app.post(`/orcamento/:token/${action}`, async (request, reply) => {
      if (!(await allowed(request, reply))) return reply;
      const token = tokenOf(request);
      if (!sameOrigin(request)) return html(reply, 403, notFoundPage());
      // A blocked agency's quote is not answered (decision 048): nothing recorded, no service made.
      const quote = await quoteOfToken(request.db, token, todayIso());
      const agency = quote && (await agencyOf(quote.agencyId));
      if (agency && isBlockedAgencyStatus(agency.status)) return html(reply, 403, unavailablePage(agency));
      if (!(await answerQuote(request.db, token, answer, request.ip))) return html(reply, 404, notFoundPage());
      return reply.status(303).header('location', `/orcamento/${token}`).send();
    });
  }
};

export default publicRoutes;
