// node-postgres asks PostgreSQL to describe a named statement's result on every execution, and
// rebuilds its row parsers from each answer: for the search's 60-column rows that was 8% of the
// server's CPU and a third of the bytes it allocated per request (decision 010). The columns a
// prepared statement returns cannot change while it lives (PostgreSQL refuses to run it if they
// would), so this query asks once per statement and reuses the answer.

type Shape = { fields: unknown[]; parsers: unknown[]; emptyRow: object };
type Result = { fields: unknown[]; _parsers: unknown[] | undefined; _prebuiltEmptyResultObject: object | null };
type Connection = { describe(message: unknown): void };

/** node-postgres's Query, as far as this relies on it (pg 8: lib/query.js and lib/result.js). */
export type PgQuery = {
  name?: string;
  _result: Result;
  _accumulateRows: boolean;
  hasBeenParsed(connection: Connection): boolean;
  prepare(connection: Connection): void;
  handleRowDescription(message: unknown): void;
};
export type PgQueryClass = new (config: { name: string; text: string; values: unknown[] }) => PgQuery;

/** One statement's result shape, learnt from its first description on any connection of the pool. */
export type ShapeHolder = { shape?: Shape };

const skipDescribe = () => {};

const classes = new WeakMap<PgQueryClass, ReturnType<typeof describedOnce>>();

/** A Query class for named statements that skips the per-execution Describe once it knows the shape. */
export function describedOnceQuery(Query: PgQueryClass) {
  let subclass = classes.get(Query);
  if (!subclass) classes.set(Query, (subclass = describedOnce(Query)));
  return subclass;
}

function describedOnce(Query: PgQueryClass) {
  return class DescribedOnce extends Query {
    holder: ShapeHolder;

    constructor(config: { name: string; text: string; values: unknown[] }, holder: ShapeHolder) {
      super(config);
      this.holder = holder;
    }

    override prepare(connection: Connection) {
      const shape = this.holder.shape;
      // A connection that has not parsed the statement yet gets the full exchange.
      if (!shape || !this.hasBeenParsed(connection)) return super.prepare(connection);
      const result = this._result;
      result.fields = shape.fields;
      result._parsers = shape.parsers;
      result._prebuiltEmptyResultObject = shape.emptyRow;
      // What handleRowDescription would have set: the pool always passes a callback.
      this._accumulateRows = true;
      const describe = connection.describe;
      connection.describe = skipDescribe;
      try {
        super.prepare(connection);
      } finally {
        connection.describe = describe;
      }
    }

    override handleRowDescription(message: unknown) {
      super.handleRowDescription(message);
      const result = this._result;
      this.holder.shape ??= { fields: result.fields, parsers: result._parsers ?? [], emptyRow: result._prebuiltEmptyResultObject ?? {} };
    }
  };
}
