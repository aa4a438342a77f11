import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

// PGlite runs every query as an unnamed statement: parsed and planned again at each call. On the
// five-year world planning was half of the database's time or more on the busiest screens (caixa
// 30 ms of 62, exigências 17 of 21: decision 047). Reads are therefore kept as named statements of
// the session, as pg does per connection: parsed once, then bound and executed, and planned the
// way PostgreSQL plans a prepared statement (custom plans first, a generic one when it costs no more).

/** Statements kept at most; the least recently used is closed when a new one would pass this. */
export const PREPARED_MAX = 400;

type Prepared = { name: string; types: number[] };
type Exclusive = { _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>; _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> };

// Only reads: a write outside a transaction is followed by PGlite's flush to disk, which its own
// query path does and this one would not. Statements that change nothing are the hot path anyway.
const isRead = (text: string) => /^\s*select\b/i.test(text) && !/\bfor\s+(update|share|no\s+key|key)\b/i.test(text);

/** Makes `client.query` run reads as named statements; everything else takes PGlite's own path. */
export function prepareReads(client: PGlite, max = PREPARED_MAX): void {
  const unnamed = client.query.bind(client);
  const exclusive = client as unknown as Exclusive;
  const statements = new Map<string, Prepared>();
  let counter = 0;
  const exec = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `despacha_${++counter}`;
    await exec(protocol.serialize.parse({ name, text, types: options?.paramTypes }));
    const types = parse.parseDescribeStatementResults(await exec(protocol.serialize.describe({ type: 'S', name })));
    if (statements.size >= max) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldestText);
      await exec(protocol.serialize.close({ type: 'S', name: oldest.name }));
    }
    return { name, types };
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const messages = [];
    try {
      let statement = statements.get(text);
      if (statement) statements.delete(text);
      else statement = await prepare(text, options);
      // Re-inserted: the Map's order is the order of last use.
      statements.set(text, statement);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const oid = statement.types[i]!;
        const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
        return serialize ? serialize(value) : String(value);
      });
      messages.push(
        ...(await exec(protocol.serialize.bind({ statement: statement.name, values: values as (string | null)[] }))),
        ...(await exec(protocol.serialize.describe({ type: 'P' }))),
        ...(await exec(protocol.serialize.execute({}))),
      );
    } finally {
      // Ends the extended query, and after an error brings the session back to ready.
      messages.push(...(await exec(protocol.serialize.sync())));
    }
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  client.query = async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!isRead(text) || options?.blob) return unnamed<T>(text, params, options);
    await client.waitReady;
    return exclusive._runExclusiveTransaction(() => exclusive._runExclusiveQuery(() => run<T>(text, params, options)));
  } as PGlite['query'];
}
