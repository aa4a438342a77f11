import type pg from 'pg';
import { currentScope, scopeKey, type DbScope } from '../lib/db-scope.ts';
import { AGENCY_ROLE, PLATFORM_ROLE } from './app-role.ts';

type PgModule = typeof pg;
type Release = (err?: Error | boolean) => void;
type Callback = (err: Error | undefined, client?: pg.PoolClient, release?: Release) => void;

/** The scope a pooled connection was last given: it keeps it between checkouts. */
const GIVEN = Symbol('despacha.scope');
type ScopedClient = pg.PoolClient & { [GIVEN]?: string };

/**
 * A pg.Pool whose every checkout (its own `query` checks out too) hands a connection acting in the
 * current scope (lib/db-scope.ts): the platform's role, or the agency role with the agency's id for
 * the row-level security policies to read (decision 074). A run of requests of one agency pays
 * nothing; a change of scope costs one round trip.
 */
export function scopedPool(driver: PgModule, config: pg.PoolConfig): pg.Pool {
  class ScopedPool extends driver.Pool {
    override connect(): Promise<pg.PoolClient>;
    override connect(callback: Callback): void;
    override connect(callback?: Callback): Promise<pg.PoolClient> | void {
      // Read now, in the caller's context: a queued checkout completes in another one.
      const scope = currentScope();
      if (!callback) return super.connect().then((client) => given(client, scope));
      super.connect((err: Error | undefined, client?: pg.PoolClient, release?: Release) => {
        if (err || !client) return callback(err, client, release);
        given(client, scope).then(
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

async function given(client: ScopedClient, scope: DbScope): Promise<pg.PoolClient> {
  const key = scopeKey(scope);
  if (client[GIVEN] === key) return client;
  // Session settings (none is local to a transaction: no transaction is open at a checkout), in one
  // simple-protocol round trip. An empty agency matches no row: the scope "none".
  const agencyId = client.escapeLiteral(scope.kind === 'agency' ? scope.agencyId : '');
  const role = scope.kind === 'platform' ? PLATFORM_ROLE : AGENCY_ROLE;
  await client.query(`set role ${role}; select set_config('app.agency_id', ${agencyId}, false)`);
  client[GIVEN] = key;
  return client;
}
