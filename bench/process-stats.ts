// Figures of another process read from Linux's /proc: what the kernel counts, not what Node reports
// about its own heap (PGlite's WebAssembly memory and native buffers are outside V8's heap).
import fs from 'node:fs';

/** Resident memory now and at its peak, in MiB (VmRSS and VmHWM of /proc/<pid>/status). */
export function residentMemory(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/**
 * CPU time the process has used so far (user + system, all its threads), in milliseconds. On a
 * busy machine a start's wall time mostly measures the neighbours; its CPU time does not.
 */
export function cpuTimeMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}
