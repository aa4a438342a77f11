import { loadModule, parseSync } from 'libpg-query';
import { FUNCTION_STATEMENTS } from './query-plans.ts';
import { tablesWithAgencyId, tenantTables } from './tenant-tables.ts';

// Does a statement confine every tenant table it reads or writes to one agency? Decision 063: on
// Citus a statement runs on one shard only when each distributed table in it is pinned to one
// agency_id value, directly (`"t"."agency_id" = $1`) or through an equality with a table already
// pinned (a co-located join); an INSERT pins its rows by the agency_id it writes. The statement is
// read with PostgreSQL's own parser (libpg-query), so whatever drizzle or a hand-written statement
// sends is read as the server reads it.

// Nodes of the parser's JSON tree, reached by name: the walk below is written against the shapes
// it meets, and anything else is walked generically for the subqueries inside it.
type Node = Record<string, any>;
/** A name a statement reads rows through: a table, a CTE, a subquery or a function's result. */
type Binding = { name: string; table: string | null; tenant: boolean; hasAgency: boolean; pinned: boolean };
type Scope = { bindings: Binding[]; ctes: Map<string, boolean>; parent: Scope | null };
/** The tenant tables met while reading one statement (reset by `readStatement`). */
let met = new Set<string>();

const TENANT = new Set(tenantTables);
const AGENCY = 'agency_id';

/**
 * The platform's own sweeps, run by timers the app starts (not by a request), that may fall inside
 * an agency's request while the matrix runs: cross-agency by design, multi-shard under Citus
 * (decision 063). Each by the start of its statement, whitespace folded.
 */
export const PLATFORM_SWEEPS: { starts: string; why: string }[] = [
  {
    starts: 'select "agency_id", "id" from "import_runs" where ("import_runs"."status" in',
    why: 'imports: the every-minute take-over of stale runs looks at every agency (modules/imports/job.ts takeOverStaleRuns)',
  },
];

/** Whether `text` is one of the platform's sweeps above. */
export const isPlatformSweep = (text: string) => PLATFORM_SWEEPS.some((sweep) => text.replace(/\s+/g, ' ').trim().startsWith(sweep.starts));

let loaded: Promise<void> | undefined;
/** Loads the parser (WebAssembly) once; call before `readStatement`. */
export const loadSqlParser = () => (loaded ??= loadModule());

const names = (list: Node[] | undefined) => (list ?? []).map((n) => n.String?.sval as string | undefined).filter((s): s is string => !!s);

function findCte(scope: Scope | null, name: string): boolean | undefined {
  for (let s = scope; s; s = s.parent) if (s.ctes.has(name)) return s.ctes.get(name);
  return undefined;
}

function findBinding(scope: Scope | null, qualifier: string | null): Binding | undefined {
  for (let s = scope; s; s = s.parent) {
    if (qualifier) {
      const found = s.bindings.find((b) => b.name === qualifier);
      if (found) return found;
    } else {
      // An unqualified agency_id: PostgreSQL takes the nearest scope with one table that has it.
      const candidates = s.bindings.filter((b) => b.hasAgency);
      if (candidates.length === 1) return candidates[0];
      if (candidates.length > 1) return undefined;
    }
  }
  return undefined;
}

/** The binding whose agency_id `expr` is, if it is a (possibly cast) column reference to one. */
function agencyColumnOf(expr: Node | undefined, scope: Scope): Binding | undefined {
  if (expr?.TypeCast) return agencyColumnOf(expr.TypeCast.arg, scope);
  const fields = names(expr?.ColumnRef?.fields);
  if (fields.at(-1) !== AGENCY) return undefined;
  return findBinding(scope, fields.length >= 2 ? fields.at(-2)! : null);
}

/** A value fixed for the whole statement: a parameter or a constant (possibly cast). */
function isFixedValue(expr: Node | undefined): boolean {
  if (!expr) return false;
  if (expr.TypeCast) return isFixedValue(expr.TypeCast.arg);
  return !!expr.ParamRef || !!expr.A_Const;
}

/** The terms of a condition that must all hold: its top-level AND. */
function conjuncts(expr: Node | undefined): Node[] {
  if (!expr) return [];
  if (expr.BoolExpr?.boolop === 'AND_EXPR') return (expr.BoolExpr.args as Node[]).flatMap(conjuncts);
  return [expr];
}

/** Pins bindings through the equalities of `terms` until nothing changes. */
function pin(terms: Node[], scope: Scope): void {
  let changed = true;
  while (changed) {
    changed = false;
    for (const term of terms) {
      const e = term.A_Expr;
      if (!e || e.kind !== 'AEXPR_OP' || names(e.name).join('.') !== '=') continue;
      const left = agencyColumnOf(e.lexpr, scope);
      const right = agencyColumnOf(e.rexpr, scope);
      for (const [side, other, otherExpr] of [
        [left, right, e.rexpr],
        [right, left, e.lexpr],
      ] as const) {
        // Only this statement's own tables: a condition inside a subquery does not confine the rows outside it.
        if (!side || side.pinned || !scope.bindings.includes(side)) continue;
        if (isFixedValue(otherExpr) || other?.pinned) {
          side.pinned = true;
          changed = true;
        }
      }
    }
  }
}

/** What a statement's parts the rules read differently from any expression. */
const STRUCTURAL = new Set(['fromClause', 'usingClause', 'withClause', 'relation', 'larg', 'rarg', 'selectStmt']);

/** Checks every SELECT nested in `node` (subqueries in conditions, columns, values) against `scope`. */
function walkExpressions(node: unknown, scope: Scope, problems: string[], skip = STRUCTURAL): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) walkExpressions(item, scope, problems, new Set());
    return;
  }
  for (const [key, value] of Object.entries(node as Node)) {
    if (skip.has(key)) continue;
    if (key === 'SelectStmt' || key === 'InsertStmt' || key === 'UpdateStmt' || key === 'DeleteStmt') checkStatement({ [key]: value }, scope, problems);
    else if (key === 'FuncCall') {
      checkFunction(names((value as Node).funcname).at(-1), problems);
      walkExpressions(value, scope, problems, new Set());
    } else walkExpressions(value, scope, problems, new Set());
  }
}

/**
 * A function of the app's own that runs a statement (the agenda's, decision 046) hides it from the
 * call: the statement it runs is read instead, its parameters being the function's arguments.
 */
function checkFunction(name: string | undefined, problems: string[]): void {
  const inner = name ? FUNCTION_STATEMENTS[name] : undefined;
  if (!inner) return;
  for (const raw of (parseSync(inner) as Node).stmts as Node[]) {
    const found: string[] = [];
    checkStatement(raw.stmt, null, found);
    problems.push(...found.map((problem) => `in ${name}(): ${problem}`));
  }
}

/** Adds the bindings of one FROM item to `scope`, and the conditions that join it to `terms`. */
function addFromItem(item: Node, scope: Scope, terms: Node[], lateral: Node[], problems: string[]): void {
  if (item.RangeVar) {
    const rv = item.RangeVar;
    const name = rv.alias?.aliasname ?? rv.relname;
    const cte = rv.schemaname ? undefined : findCte(scope, rv.relname);
    if (cte !== undefined) scope.bindings.push({ name, table: null, tenant: false, hasAgency: false, pinned: cte });
    else {
      const tenant = TENANT.has(rv.relname);
      if (tenant) met.add(rv.relname);
      scope.bindings.push({ name, table: rv.relname, tenant, hasAgency: tablesWithAgencyId.has(rv.relname), pinned: false });
    }
  } else if (item.JoinExpr) {
    const j = item.JoinExpr;
    addFromItem(j.larg, scope, terms, lateral, problems);
    addFromItem(j.rarg, scope, terms, lateral, problems);
    terms.push(...conjuncts(j.quals));
    // JOIN ... USING (agency_id, ...): the two sides' agency_id are equal.
    if (names(j.usingClause).includes(AGENCY)) {
      const left = lastBinding(j.larg, scope);
      const right = lastBinding(j.rarg, scope);
      if (left && right) terms.push(usingEquality(left.name, right.name));
    }
  } else if (item.RangeSubselect) {
    const sub = item.RangeSubselect;
    const binding: Binding = { name: sub.alias?.aliasname ?? '', table: null, tenant: false, hasAgency: false, pinned: false };
    scope.bindings.push(binding);
    if (sub.lateral) lateral.push(item);
    // A subquery whose own tables are all pinned gives rows of one agency: its agency_id is pinned.
    else binding.pinned = checkStatement(sub.subquery, { bindings: [], ctes: scope.ctes, parent: scope.parent }, problems);
  } else if (item.RangeFunction) {
    const f = item.RangeFunction;
    scope.bindings.push({ name: f.alias?.aliasname ?? '', table: null, tenant: false, hasAgency: false, pinned: false });
    lateral.push(item);
  } else {
    problems.push(`a FROM item this check does not read: ${Object.keys(item)[0]}`);
  }
}

function lastBinding(item: Node, scope: Scope): Binding | undefined {
  const name = item.RangeVar
    ? (item.RangeVar.alias?.aliasname ?? item.RangeVar.relname)
    : (item.RangeSubselect?.alias?.aliasname ?? item.JoinExpr?.alias?.aliasname);
  return name ? scope.bindings.find((b) => b.name === name) : undefined;
}

const column = (qualifier: string) => ({ ColumnRef: { fields: [{ String: { sval: qualifier } }, { String: { sval: AGENCY } }] } });
const usingEquality = (a: string, b: string): Node => ({ A_Expr: { kind: 'AEXPR_OP', name: [{ String: { sval: '=' } }], lexpr: column(a), rexpr: column(b) } });

/** The CTEs of a WITH, each checked; a CTE whose tables are all pinned counts as pinned. */
function addCtes(withClause: Node | undefined, scope: Scope, problems: string[]): void {
  for (const cte of (withClause?.ctes ?? []) as Node[]) {
    const c = cte.CommonTableExpr;
    // A recursive CTE reads itself: its anchor and step are judged by their other tables.
    if (withClause?.recursive) scope.ctes.set(c.ctename, true);
    scope.ctes.set(c.ctename, checkStatement(c.ctequery, scope, problems));
  }
}

function unpinned(scope: Scope, problems: string[]): void {
  for (const b of scope.bindings) {
    if (b.tenant && !b.pinned) problems.push(`${b.table === b.name ? b.table : `${b.table} (as ${b.name})`}: no agency_id equality confines its rows`);
  }
}

/** Checks one statement node; true when it adds no problem. */
function checkStatement(node: Node, parent: Scope | null, problems: string[]): boolean {
  const before = problems.length;
  const scope: Scope = { bindings: [], ctes: new Map(), parent };
  const [kind, stmt] = Object.entries(node)[0] as [string, Node];

  if (kind === 'SelectStmt' && stmt.op && stmt.op !== 'SETOP_NONE') {
    addCtes(stmt.withClause, scope, problems);
    checkStatement({ SelectStmt: stmt.larg }, scope, problems);
    checkStatement({ SelectStmt: stmt.rarg }, scope, problems);
    walkExpressions(stmt, scope, problems);
    return problems.length === before;
  }
  if (kind !== 'SelectStmt' && kind !== 'InsertStmt' && kind !== 'UpdateStmt' && kind !== 'DeleteStmt') {
    // BEGIN, SET, set_config's SELECT and the like read no table; anything else is walked for
    // statements inside it (EXPLAIN, a CREATE ... AS) so that none goes unread.
    walkExpressions(stmt, scope, problems, new Set());
    return problems.length === before;
  }

  addCtes(stmt.withClause, scope, problems);
  const terms: Node[] = [];
  const lateral: Node[] = [];

  if (kind === 'InsertStmt') {
    const table = stmt.relation.relname as string;
    const columns = ((stmt.cols ?? []) as Node[]).map((c) => c.ResTarget?.name as string);
    const at = columns.indexOf(AGENCY);
    if (TENANT.has(table)) {
      met.add(table);
      const rows = (stmt.selectStmt?.SelectStmt?.valuesLists ?? []) as Node[];
      if (at < 0) problems.push(`${table}: INSERT without agency_id`);
      else if (rows.some((row) => !row.List?.items?.[at] || row.List.items[at].SetToDefault)) problems.push(`${table}: INSERT row without an agency_id value`);
    }
    // The rows' own source (INSERT ... SELECT) is a statement of its own.
    if (stmt.selectStmt && !stmt.selectStmt.SelectStmt?.valuesLists) checkStatement(stmt.selectStmt, scope, problems);
    else walkExpressions(stmt.selectStmt, scope, problems, new Set());
    // ON CONFLICT ... DO UPDATE updates the row whose unique key (with agency_id) conflicted.
    const target = { name: stmt.relation.alias?.aliasname ?? table, table, tenant: false, hasAgency: tablesWithAgencyId.has(table), pinned: true };
    scope.bindings.push(target, { name: 'excluded', table: null, tenant: false, hasAgency: target.hasAgency, pinned: true });
    walkExpressions(stmt, scope, problems);
    return problems.length === before;
  }

  if (kind === 'UpdateStmt' || kind === 'DeleteStmt') addFromItem({ RangeVar: stmt.relation }, scope, terms, lateral, problems);
  for (const item of (stmt.fromClause ?? stmt.usingClause ?? []) as Node[]) addFromItem(item, scope, terms, lateral, problems);
  const joinTerms = [...terms];
  terms.push(...conjuncts(stmt.whereClause));
  pin(terms, scope);
  for (const item of lateral) {
    const binding = lastBinding(item, scope);
    if (item.RangeSubselect) {
      const ok = checkStatement(item.RangeSubselect.subquery, scope, problems);
      if (binding) binding.pinned = ok;
    } else walkExpressions(item, scope, problems, new Set());
  }
  pin(terms, scope);
  // Subqueries see this statement's tables as pinned by now. The join conditions are skipped with
  // the FROM clause by the walk of the statement: theirs are checked apart.
  walkExpressions(stmt, scope, problems);
  walkExpressions(joinTerms, scope, problems, new Set());
  unpinned(scope, problems);
  return problems.length === before;
}

/**
 * Reads one statement: the tenant tables it names, and those it reads or writes without pinning
 * them to one agency (`problems`, empty when it pins them all; each names its table), or a line
 * saying the parser could not read it.
 */
export function readStatement(text: string): { tables: string[]; problems: string[] } {
  let tree: Node;
  try {
    tree = parseSync(text) as Node;
  } catch (error) {
    return { tables: [], problems: [`unreadable: ${(error as Error).message}`] };
  }
  met = new Set();
  const problems: string[] = [];
  for (const raw of (tree.stmts ?? []) as Node[]) checkStatement(raw.stmt, null, problems);
  return { tables: [...met], problems: [...new Set(problems)] };
}
