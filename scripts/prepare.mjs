// Makes a fresh clone runnable: installs dependencies and builds the web app when needed.
// Usage: node scripts/prepare.mjs [--force-build]
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });
const mtime = (p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0);

const installed = path.join(root, 'node_modules', '.package-lock.json');
if (mtime(installed) < mtime(path.join(root, 'package-lock.json'))) {
  console.log('> installing dependencies (npm ci)');
  run('npm ci --no-audit --no-fund');
}

function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : mtime(p));
  }
  return latest;
}

const builtAt = mtime(path.join(root, 'apps', 'web', 'dist', 'index.html'));
const sources = ['apps/web/src', 'apps/web/index.html', 'packages/domain/src'].map((p) => path.join(root, p));
const changedAt = Math.max(...sources.map((p) => (fs.existsSync(p) && fs.statSync(p).isDirectory() ? newest(p) : mtime(p))));
if (process.argv.includes('--force-build') || builtAt < changedAt) {
  console.log('> building the web app');
  run('npm run build');
}
