import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { sessions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { sessionCookie } from '../../lib/session-events.ts';
import type { SettingsStore } from '../settings/public.ts';
import { deviceOf } from './device.ts';

// Issue 16 item 4 (decision 033). Session ids, never tokens, leave the server; ending a session
// deletes its row and publishes the event every process's session cache applies (decision 010).
const sessionId = z.object({ id: z.string().min(1).max(64) });
const userId = z.object({ id: z.string().min(1).max(64) });

const routes: FastifyPluginAsyncZod<{ settings: SettingsStore }> = async (app, { settings }) => {
  const cookieName = (await app.auth.$context).authCookies.sessionToken.name;

  /** Live sessions: not expired and used within the platform's idle timeout. */
  const live = (user: string) =>
    and(
      eq(sessions.userId, user),
      gt(sessions.expiresAt, new Date()),
      gt(sessions.updatedAt, new Date(Date.now() - settings.current().platform.sessionTimeout * 60_000)),
    );

  app.get('/api/me/sessions', { onRequest: [app.requireUser] }, async (request) => {
    const current = sessionCookie(request.headers.cookie, cookieName)?.token;
    const rows = await request.db.select().from(sessions).where(live(request.actor!.userId)).orderBy(desc(sessions.updatedAt)).limit(100);
    return rows.map((s) => ({
      id: s.id,
      device: deviceOf(s.userAgent),
      ipAddress: s.ipAddress ?? '',
      lastUsedAt: s.updatedAt.toISOString(),
      createdAt: s.createdAt.toISOString(),
      current: s.token === current,
    }));
  });

  app.delete('/api/me/sessions/:id', { onRequest: [app.requireUser], schema: { params: sessionId } }, async (request, reply) => {
    const [ended] = await request.db
      .delete(sessions)
      .where(and(eq(sessions.id, request.params.id), eq(sessions.userId, request.actor!.userId)))
      .returning({ token: sessions.token });
    if (!ended) throw notFound();
    app.forgetSession(ended.token);
    return reply.status(204).send();
  });

  app.post('/api/admin/users/:id/sessions/end', { onRequest: [app.requireAdmin], schema: { params: userId } }, async (request) => {
    const ended = await request.db.delete(sessions).where(eq(sessions.userId, request.params.id)).returning({ id: sessions.id });
    app.forgetActor(request.params.id);
    return { ended: ended.length };
  });
};

export default routes;
