import { BUCKETS, LATENCY_BUCKETS_MS, type Snapshot } from './histograms.ts';

type Resources = Awaited<ReturnType<import('./resources.ts').ResourceSampler['sample']>>;

const label = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * The Prometheus text exposition (format 0.0.4) of this process: the request histograms
 * (cumulative since start, as Prometheus expects; rates and quantiles are the scraper's work)
 * and the host's and process's resources.
 */
export function prometheusText(groups: readonly string[], snap: Snapshot, r: Resources): string {
  const out: string[] = [];
  out.push('# HELP despacha_http_request_duration_seconds Time to answer a request, by route group.');
  out.push('# TYPE despacha_http_request_duration_seconds histogram');
  for (let g = 0; g < groups.length; g++) {
    const group = label(groups[g]!);
    let cumulative = 0;
    for (let b = 0; b < BUCKETS; b++) {
      cumulative += snap.counts[g * BUCKETS + b]!;
      const le = b < LATENCY_BUCKETS_MS.length ? String(LATENCY_BUCKETS_MS[b]! / 1000) : '+Inf';
      out.push(`despacha_http_request_duration_seconds_bucket{group="${group}",le="${le}"} ${cumulative}`);
    }
    out.push(`despacha_http_request_duration_seconds_sum{group="${group}"} ${snap.sums[g]! / 1000}`);
    out.push(`despacha_http_request_duration_seconds_count{group="${group}"} ${cumulative}`);
  }
  out.push('# HELP despacha_http_errors_total Answers with a 5xx status, by route group.');
  out.push('# TYPE despacha_http_errors_total counter');
  for (let g = 0; g < groups.length; g++) out.push(`despacha_http_errors_total{group="${label(groups[g]!)}"} ${snap.errors[g]!}`);
  const gauge = (name: string, help: string, value: number) => out.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, `${name} ${value}`);
  gauge('despacha_host_cpu_percent', 'Busy share of the host CPUs since the previous reading.', r.host.cpu.percent);
  gauge('despacha_host_memory_used_bytes', 'Host memory in use.', r.host.memory.used);
  gauge('despacha_host_memory_total_bytes', 'Host memory.', r.host.memory.total);
  gauge('despacha_disk_used_bytes', 'Used space of the data folder file system.', r.host.disk.used);
  gauge('despacha_disk_total_bytes', 'Size of the data folder file system.', r.host.disk.total);
  gauge('despacha_host_load1', 'Host load average over one minute.', r.host.loadAvg[0] ?? 0);
  gauge('despacha_process_cpu_percent', 'This process CPU share since the previous reading.', r.process.cpuPercent);
  gauge('despacha_process_resident_memory_bytes', 'Resident memory of this process.', r.process.rss);
  gauge('despacha_process_heap_used_bytes', 'V8 heap in use.', r.process.heapUsed);
  gauge('despacha_process_uptime_seconds', 'Seconds since this process started.', r.process.uptimeSeconds);
  return out.join('\n') + '\n';
}
