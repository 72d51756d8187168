/**
 * `npm run dev`: the server with reload on change (port 3000) and Vite with hot reload
 * (port 5173) in front of it; open http://localhost:5173.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { compileMessages } from './compile-messages';

const root = path.resolve(import.meta.dirname, '..');
const devUrl = 'http://localhost:5173';
await compileMessages();
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PUBLIC_URL: process.env.PUBLIC_URL ?? devUrl,
      PORT: process.env.PORT ?? '3000',
      TRUST_PROXY: 'true',
    },
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', (code) => code && code !== 0 && stop());
console.log(`Sorgfalt development: open ${devUrl}`);
