import v8 from 'node:v8';

// Two costs of an embedded start that were V8's, not the product's (issue 40 part 4, decision 010).
// Profiled on an existing data folder: 3.2 s of CPU to healthy, only ~1.45 s of it on the main thread.
// - ~1.4 s was V8's optimising compiler (TurboFan) on background threads, compiling PGlite's
//   WebAssembly functions that postgres's own start had made hot: code mostly never run again.
// - While the start awaited only V8 (PGlite's WebAssembly instantiation), Node's event loop had no
//   handle open, ran dry, and Node then waits for every V8 background task before it runs the next
//   callback: the main thread sat idle 0.3-0.8 s behind those compilations.

/** V8's default budget (Node 20's V8 11.3): bytes a WebAssembly function runs before its optimised compile. */
const DEFAULT_TIERING_BUDGET = 1_800_000;
/** Ten times as much during the start: almost nothing of postgres's start reaches it (×100 saved no more). */
const START_TIERING_BUDGET = DEFAULT_TIERING_BUDGET * 10;

/**
 * Call first thing in the start; call the function it returns once the server listens. Until then
 * a timer keeps the event loop alive, and PGlite's functions need ten times the usual work before
 * V8 optimises them. Functions keep the budget they were given at instantiation until it is spent,
 * then get the default again: the queries after the start tier up as before (a CPU-bound query
 * loop ran as fast after the restore as with the default throughout). A budget the operator set
 * on node's command line is left alone.
 */
export function paceStart(): () => void {
  const keepAlive = setInterval(() => {}, 60_000);
  const ownBudget = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((a) => a.includes('--wasm-tiering-budget'));
  if (!ownBudget) v8.setFlagsFromString(`--wasm-tiering-budget=${START_TIERING_BUDGET}`);
  return () => {
    clearInterval(keepAlive);
    if (!ownBudget) v8.setFlagsFromString(`--wasm-tiering-budget=${DEFAULT_TIERING_BUDGET}`);
  };
}
