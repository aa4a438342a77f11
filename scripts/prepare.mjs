// Makes a fresh clone runnable: installs dependencies, builds the web app and compiles the server
// (scripts/build-server.mjs) when their sources changed.
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

const force = process.argv.includes('--force-build');
const changedSince = (paths) =>
  Math.max(...paths.map((p) => path.join(root, p)).map((p) => (fs.existsSync(p) && fs.statSync(p).isDirectory() ? newest(p) : mtime(p))));

const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/login.html',
  'apps/web/vite',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/domain/src',
  'package-lock.json',
];
const webBuiltAt = mtime(path.join(root, 'apps', 'web', 'dist', 'index.html'));
// WEB_DIST names a folder the caller built itself (parallel work); the shared one is left alone.
if (!process.env.WEB_DIST && (force || webBuiltAt < changedSince(webSources))) {
  console.log('> building the web app');
  run('npm run build');
}

// main.js keeps the time it was compiled at (the build renames the folder into place).
const serverBuiltAt = mtime(path.join(root, 'apps', 'server', 'dist', 'main.js'));
const serverSources = ['apps/server/src', 'packages/domain/src', 'scripts/build-server.mjs', 'package-lock.json'];
if (force || serverBuiltAt < changedSince(serverSources)) {
  console.log('> compiling the server');
  run('node scripts/build-server.mjs');
}
