import { describe, expect, it } from 'vitest';
import { ensureChromium } from './chromium.mjs';

function world(options: { present: boolean; isRoot: boolean; hasApt: boolean; installWorks?: boolean }) {
  let installed = options.present;
  const aptCalls: string[][] = [];
  const lines: string[] = [];
  const code = ensureChromium({
    path: '/usr/bin/chromium',
    executable: () => installed,
    isRoot: options.isRoot,
    hasApt: options.hasApt,
    apt: (args: string[]) => {
      aptCalls.push(args);
      if (args[0] === 'install' && options.installWorks) installed = true;
      return options.installWorks ?? false;
    },
    log: (line: string) => lines.push(line),
  });
  return { code, aptCalls, output: lines.join('\n') };
}

describe('the test command checks for Chromium first', () => {
  it('goes on at once when Chromium is there', () => {
    expect(world({ present: true, isRoot: false, hasApt: true })).toEqual({ code: 0, aptCalls: [], output: '' });
  });

  it('installs it from Debian when running as root', () => {
    const run = world({ present: false, isRoot: true, hasApt: true, installWorks: true });
    expect(run.code).toBe(0);
    expect(run.aptCalls).toEqual([
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]);
  });

  it('stops with the exact command when it cannot install', () => {
    const run = world({ present: false, isRoot: false, hasApt: true });
    expect(run.code).toBe(1);
    expect(run.aptCalls).toEqual([]);
    expect(run.output).toContain('sudo apt-get update && sudo apt-get install -y chromium');
  });

  it('stops when the install fails, and says what to run', () => {
    const run = world({ present: false, isRoot: true, hasApt: true, installWorks: false });
    expect(run.code).toBe(1);
    expect(run.output).toContain('apt-get update && apt-get install -y chromium');
  });

  it('does not try apt-get where there is none', () => {
    const run = world({ present: false, isRoot: true, hasApt: false });
    expect(run).toMatchObject({ code: 1, aptCalls: [] });
  });
});
