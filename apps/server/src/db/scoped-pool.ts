import type pg from 'pg';
import { currentScope, scopeKey, scopeSettings, type DbScope } from '../lib/db-scope.ts';

type PgModule = typeof pg;
type Callback = (err: Error | undefined, client?: pg.PoolClient, release?: (err?: Error | boolean) => void) => void;

/** What a pooled connection was last given: its role is set once, its scope when it changes. */
const GIVEN = Symbol('despacha.scope');
type ScopedClient = pg.PoolClient & { [GIVEN]?: string };

/**
 * A pg.Pool whose every checkout (its own `query` checks out too) hands a connection that acts as
 * the application's role and carries the current scope (lib/db-scope.ts), for the row-level
 * security policies to read (decision 074). A connection keeps both between checkouts, so a run of
 * requests of one agency pays nothing; a change costs one round trip.
 */
export function scopedPool(driver: PgModule, config: pg.PoolConfig, appRole: string): pg.Pool {
  class ScopedPool extends driver.Pool {
    override connect(): Promise<pg.PoolClient>;
    override connect(callback: Callback): void;
    override connect(callback?: Callback): Promise<pg.PoolClient> | void {
      // Read now, in the caller's context: a queued checkout completes in another one.
      const scope = currentScope();
      if (!callback) return super.connect().then((client) => given(client, scope, appRole));
      super.connect((err: Error | undefined, client?: pg.PoolClient, release?: (err?: Error | boolean) => void) => {
        if (err || !client) return callback(err, client, release);
        given(client, scope, appRole).then(
          () => callback(undefined, client, release),
          (failed: Error) => {
            client.release(failed);
            callback(failed);
          },
        );
      });
    }
  }
  return new ScopedPool(config);
}

async function given(client: ScopedClient, scope: DbScope, appRole: string): Promise<pg.PoolClient> {
  const key = scopeKey(scope);
  if (client[GIVEN] === key) return client;
  const [agencyId, kind] = scopeSettings(scope).map((value) => client.escapeLiteral(value));
  // Session settings (not local to a transaction): none is open at a checkout, and they must last
  // through the statements that follow. One simple-protocol round trip for both.
  const role = client[GIVEN] === undefined ? `set role ${client.escapeIdentifier(appRole)}; ` : '';
  await client.query(`${role}select set_config('app.agency_id', ${agencyId}, false), set_config('app.scope', ${kind}, false)`);
  client[GIVEN] = key;
  return client;
}
