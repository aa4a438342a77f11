import fp from 'fastify-plugin';
import { settingsMessages } from '@despacha/domain/settings/messages';
import { body } from '../../plugins/errors.ts';
import type { SettingsStore } from './store.ts';

/** Seconds a client is told to wait before trying again. */
export const MAINTENANCE_RETRY_AFTER = 300;

/**
 * What keeps answering during maintenance for everyone: signing in (admins must get in), who am I
 * (the web app decides from it whether to show the maintenance page), the public settings, health
 * and readiness checks (a balancer keeps sending users to the maintenance page), and the payment
 * provider's webhook (a payment is never lost to a maintenance window).
 */
function exempt(url: string): boolean {
  return (
    url.startsWith('/api/auth/') ||
    // The owner's way past a sign-in slowdown (decision 052): admins may need it to get in.
    url === '/api/sign-in-unlock' ||
    url === '/api/health' ||
    url === '/api/ready' ||
    url.startsWith('/api/public-settings') ||
    url === '/api/me' ||
    url.startsWith('/api/me?') ||
    url.startsWith('/api/billing/webhook')
  );
}

/**
 * Maintenance mode (Configurações > Plataforma): every API request of anyone but a platform
 * administrator gets 503 with Retry-After. Registered after the auth plugin, so the actor is known;
 * it reads the settings from memory (no query per request).
 */
export default fp(
  async (app, { store }: { store: SettingsStore }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      if (!url.startsWith('/api/') || exempt(url) || !store.current().platform.maintenanceMode || request.actor?.role === 'admin') return done();
      reply
        .code(503)
        .header('retry-after', String(MAINTENANCE_RETRY_AFTER))
        .header('cache-control', 'no-store')
        .send(body('MAINTENANCE', settingsMessages.maintenance));
    });
  },
  { name: 'maintenance', dependencies: ['auth'] },
);
