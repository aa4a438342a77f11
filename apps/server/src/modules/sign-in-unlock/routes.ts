import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { unlockSignInRequest } from '@despacha/domain/contracts/auth';
import { commonMessages, unlockMessages } from '@despacha/domain/messages';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-error.ts';
import { knownDevices } from '../../lib/known-device.ts';
import { clearSourceLimits } from '../../lib/sign-in-keys.ts';
import { redeemUnlockToken } from '../../lib/sign-in-unlock.ts';
import { hashedKey, windowCounter } from '../../lib/window-counter.ts';

/** Enough for a person clicking twice; too few to walk token space (which 256 bits make pointless anyway). */
export const UNLOCKS_PER_MINUTE = 10;

/**
 * POST /api/sign-in-unlock — the page of the e-mailed link (web /liberar-acesso) sends its token:
 * the link is used up, this browser gets the account's known-device cookie (it no longer waits
 * for the account-wide slowdown) and this address's own limits on the account end. Decision 052.
 * A button press, not the link's GET, does it: mail scanners that open links must not use it up.
 */
const routes: FastifyPluginAsyncZod<{ db: Db; secret: string; secureCookies: boolean }> = async (app, o) => {
  const perIp = windowCounter(o.db, { max: UNLOCKS_PER_MINUTE, windowMs: 60_000 });
  const devices = knownDevices(o.secret, { secure: o.secureCookies });

  app.post(
    '/api/sign-in-unlock',
    { schema: { body: unlockSignInRequest, response: { 200: z.object({ unlocked: z.literal(true) }) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await perIp.hit(hashedKey('sign-in-unlock-ip', request.ip))).allowed) {
        throw new HttpError(429, 'TOO_MANY_REQUESTS', commonMessages.tooManyRequests);
      }
      const owner = await redeemUnlockToken(o.db, request.body.token);
      if (!owner) throw new HttpError(404, 'UNLOCK_LINK_INVALID', unlockMessages.invalidLink);
      await clearSourceLimits(o.db, owner.email, request.ip);
      reply.header('set-cookie', devices.header(owner.email));
      const profile = await o.db.query.profiles.findFirst({ columns: { agencyId: true, role: true }, where: eq(profiles.id, owner.userId) });
      await recordAudit(o.db, {
        agencyId: profile?.agencyId ?? null,
        actor: { userId: owner.userId, name: owner.name, role: profile?.role ?? null },
        action: 'updated',
        entity: 'user',
        entityId: owner.userId,
        summary: `${owner.name} liberou um navegador pelo link de acesso enviado por email`,
        ip: request.ip,
      });
      return { unlocked: true as const };
    },
  );
};

export default routes;
