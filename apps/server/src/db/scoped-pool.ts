import type pg from 'pg';
import { scopeKey, type DbScope } from '../lib/db-scope.ts';
import { AGENCY_ROLE, PLATFORM_ROLE } from './app-role.ts';

type PgModule = typeof pg;
type Release = (err?: Error | boolean) => void;
type Callback = (err: Error | undefined, client?: pg.PoolClient, release?: Release) => void;

/** What a pooled connection was last given: it keeps its role and agency between checkouts. */
const GIVEN = Symbol('despacha.scope');
type ScopedClient = pg.PoolClient & { [GIVEN]?: string };

export type ScopedPools = {
  /** Connections acting as the platform's role. */
  platform: pg.Pool;
  /** The agencies' connections as seen from one scope (an agency, or none). */
  view(scope: DbScope): pg.Pool;
  /** Both pools, for what concerns the connections themselves (errors, ending). */
  all: pg.Pool[];
};

/**
 * Two pools (decision 074): the platform's connections, and the agencies', which act as the agency
 * role and carry the agency's id for the row-level security policies to read. Apart, a connection
 * never changes role: PostgreSQL plans a statement under row-level security for one role, and a
 * connection going back and forth between a request's agency and the platform's writes re-planned
 * the search's prepared statements on every request. A change of agency is one round trip, and a
 * run of one agency's requests pays nothing.
 */
export function scopedPools(driver: PgModule, config: pg.PoolConfig): ScopedPools {
  class ScopedPool extends driver.Pool {
    constructor(private readonly defaultScope: DbScope) {
      super(config);
    }
    override connect(): Promise<pg.PoolClient>;
    override connect(callback: Callback): void;
    override connect(callback?: Callback): Promise<pg.PoolClient> | void {
      return scopedConnect(this.defaultScope, (cb) => super.connect(cb), callback);
    }

    /** The pool as seen from one scope; drizzle takes it for a pool (it is one, by its prototype). */
    view(scope: DbScope): pg.Pool {
      const base = (cb: Callback) => super.connect(cb);
      const view = Object.create(this) as pg.Pool;
      view.connect = ((callback?: Callback) => scopedConnect(scope, base, callback)) as pg.Pool['connect'];
      return view;
    }
  }
  const platform = new ScopedPool({ kind: 'platform' });
  const agencies = new ScopedPool({ kind: 'none' });
  return { platform, view: (scope) => agencies.view(scope), all: [platform, agencies] };
}

function scopedConnect(scope: DbScope, connect: (cb: Callback) => void, callback?: Callback): Promise<pg.PoolClient> | void {
  if (callback) {
    handOut(scope, connect, callback);
    return;
  }
  return new Promise((resolve, reject) => {
    handOut(scope, connect, (err, client) => (err ? reject(err) : resolve(client!)));
  });
}

function handOut(scope: DbScope, connect: (cb: Callback) => void, callback: Callback): void {
  connect((err, client, release) => {
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

async function given(client: ScopedClient, scope: DbScope): Promise<void> {
  const key = scopeKey(scope);
  if (client[GIVEN] === key) return;
  // Session settings (none is local to a transaction: no transaction is open at a checkout), in one
  // simple-protocol round trip; the role only on a new connection, as a pool serves one role. An
  // empty agency matches no row: the scope "none".
  const role = client[GIVEN] === undefined ? `set role ${scope.kind === 'platform' ? PLATFORM_ROLE : AGENCY_ROLE}; ` : '';
  const agencyId = client.escapeLiteral(scope.kind === 'agency' ? scope.agencyId : '');
  await client.query(`${role}select set_config('app.agency_id', ${agencyId}, false)`);
  client[GIVEN] = key;
}
