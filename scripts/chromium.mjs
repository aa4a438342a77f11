// The browser tests and the bench drive Debian's Chromium at /usr/bin/chromium. `npm test` runs
// this first, so a machine without it learns so in a second, not after minutes of other suites.
import { accessSync, constants, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const chromiumPath = '/usr/bin/chromium';
export const installCommand = 'apt-get update && apt-get install -y chromium';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function runApt(args) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

/**
 * Installs Chromium when this process may (root on Debian); otherwise says the exact command.
 * Returns the exit code for the test command: 0 when Chromium is there (now or already).
 */
export function ensureChromium({
  path = chromiumPath,
  executable = isExecutable,
  isRoot = process.getuid?.() === 0,
  hasApt = existsSync('/usr/bin/apt-get'),
  apt = runApt,
  log = console.error,
} = {}) {
  if (executable(path)) return 0;
  if (isRoot && hasApt) {
    log(`Chromium is missing at ${path}; installing it from Debian's packages (${installCommand}).`);
    if (apt(['update', '-qq']) && apt(['install', '-y', '-qq', 'chromium']) && executable(path)) return 0;
    log(`Installing Chromium failed. Run as root: ${installCommand}`);
    return 1;
  }
  const prefix = isRoot ? '' : 'sudo ';
  log(
    `The browser tests need Chromium at ${path}, which is missing.\n` +
      `Install it, then run the tests again:\n  ${prefix}apt-get update && ${prefix}apt-get install -y chromium`,
  );
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(ensureChromium());
