import v8 from 'node:v8';

/**
 * How far V8's old generation may grow past the heap that survived the last major collection,
 * in percent (issue 31, decision 011). V8's own factor grows with the heap's ceiling: under the 4 GB
 * default it let ~100 MB of finished requests' garbage pile up before a major collection, and
 * resident memory after the route bench rose 1.53-1.97× idle against a budget of 1.5×. Short route
 * bench on PostgreSQL, two runs each: 50 % 1.30×, 60 % 1.37-1.41×, 75 % 1.38-1.50×, 100 % 1.53×.
 * /api/me's p99 during an import moved within its own noise (15-39 ms with V8's factor, 27-35 at 60 %).
 */
const HEAP_GROWING_PERCENT = 60;

/** Call first thing in the start. A growth the operator set on node's command line is left alone. */
export function boundHeapGrowth(): void {
  const own = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((a) => /heap[-_]growing[-_]percent/.test(a));
  if (!own) v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
