/**
 * `npm start`: builds the client when the build is missing or older than its sources,
 * compiles the server's message catalogs, then starts the one server (PWA, API, identity
 * provider) with the embedded database.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compileMessages } from './compile-messages';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/client/index.html');
const SOURCES = [
  'client',
  'shared',
  'public',
  'vite.config.ts',
  'scripts/strip-registry-messages.ts',
  'scripts/split-catalogs.ts',
  'lingui.config.ts',
  'package-lock.json',
];

function newestChange(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .filter((name) => name !== 'node_modules' && name !== 'routeTree.gen.ts')
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

const built = fs.statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sources = Math.max(...SOURCES.map((entry) => newestChange(path.join(root, entry))));
if (built < sources) {
  console.log(built === 0 ? 'Building the client (first start)…' : 'Client sources changed: rebuilding…');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}
await compileMessages();
await import('../server/main');
