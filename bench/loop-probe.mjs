// Preloaded into the server the route bench starts (`node --import ./bench/loop-probe.mjs …`),
// so the product needs no bench hook of its own. Over the IPC channel the bench opens, it sends:
// - the app's own route table once the app is ready (fastify announces each new instance on the
//   'fastify.initialization' diagnostics channel, which reaches the copy bundled into dist too);
// - on 'loop', the longest event-loop delay since the last ask, then starts afresh.
import diagnostics from 'node:diagnostics_channel';
import { monitorEventLoopDelay } from 'node:perf_hooks';

// The histogram records whole timer intervals: the delay beyond one interval is the block.
// A 2 ms interval misses at most 2 ms of a block and costs the server next to no CPU.
const RESOLUTION_MS = 2;
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
delay.enable();

diagnostics.subscribe('fastify.initialization', ({ fastify }) => {
  fastify.addHook('onReady', async () => {
    // The keys only: the schemas stay in the server.
    process.send?.({ routeTable: fastify.routeTable?.map(({ method, url }) => ({ method, url })) ?? null });
  });
});

process.on('message', (message) => {
  if (message !== 'loop') return;
  const maxMs = Math.max(0, delay.max / 1e6 - RESOLUTION_MS);
  delay.reset();
  process.send?.({ loopMaxMs: maxMs });
});
// The channel must not keep a server that is asked to stop alive.
process.channel?.unref();
