import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** What `npm start` does first: builds the web app and the server when their sources changed (nothing after `npm test`'s). */
export default function globalSetup() {
  execFileSync(process.execPath, ['scripts/prepare.mjs'], { cwd: path.resolve(import.meta.dirname, '..'), stdio: 'inherit' });
}
