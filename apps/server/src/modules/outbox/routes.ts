import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.ts';

const query = z.object({ to: z.string().optional(), limit: z.coerce.number().int().min(1).max(200).default(50) });

/** Without SMTP, mail waits in the outbox; platform administrators can read it here. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/outbox', { onRequest: [app.requireAdmin], schema: { querystring: query } }, async (request) => {
    const { to, limit } = request.query;
    const rows = await request.db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      link: r.link,
      attachments: r.attachments,
      createdAt: r.createdAt.toISOString(),
    }));
  });
};

export default routes;
