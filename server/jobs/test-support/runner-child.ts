import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const script = path.join(root, 'server/jobs/test-support/runner-process.ts');

/** A runner-process.ts child: its stdout as JSON lines, and ways to wait for and end it. */
export interface RunnerChild {
  readonly pid: number;
  /** The JSON lines printed so far. */
  lines(): Record<string, unknown>[];
  /** Resolves once stdout holds the text (within 60 s). */
  waitFor(text: string): Promise<void>;
  /** Sends the signal and resolves once the process has exited. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export function startRunner(scenario: string, database: string, env: Record<string, string> = {}): RunnerChild {
  const child = spawn(process.execPath, ['--import', 'tsx', script, scenario], {
    cwd: root,
    env: { ...process.env, JOB_TEST_DATABASE: database, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return {
    pid: child.pid ?? 0,
    lines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async waitFor(text) {
      const deadline = Date.now() + 60_000;
      while (!output.includes(text)) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`the runner exited before "${text}":\n${output.slice(-3000)}`);
        }
        if (Date.now() > deadline) throw new Error(`no "${text}" within 60 s:\n${output.slice(-3000)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop(signal) {
      child.kill(signal);
      await exited(child);
    },
  };
}
