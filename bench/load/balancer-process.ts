import { startLoadBalancer } from '../../server/test/load-balancer';

/**
 * Child-process entry (`node --import tsx`): the loopback load balancer
 * (server/test/load-balancer.ts, round robin) in a process of its own, so forwarding every
 * request does not share an event loop with the simulated devices. Requests:
 * `{ kind: 'targets', urls }`, `{ kind: 'reset' }` (starts new counts), `{ kind: 'usage' }`
 * (answers the requests forwarded to each instance and the CPU time used since the reset) and
 * `'close'`.
 */
export type BalancerProcessRequest =
  | { readonly kind: 'targets'; readonly urls: readonly string[] }
  | { readonly kind: 'reset' }
  | { readonly kind: 'usage' };

export type BalancerProcessMessage =
  | { readonly kind: 'ready'; readonly url: string }
  | { readonly kind: 'targets-set' }
  | { readonly kind: 'reset-done' }
  | { readonly kind: 'usage'; readonly counts: number[]; readonly cpuMs: number };

function send(message: BalancerProcessMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  if (!process.send) throw new Error('bench/load/balancer-process.ts runs as a child process with IPC');
  const balancer = await startLoadBalancer();
  let countsAtReset: number[] = [];
  let cpuAtReset = process.cpuUsage();
  let closing = false;
  // The bench went away without closing the balancer: do not outlive it.
  process.on('disconnect', () => process.exit(closing ? 0 : 1));
  process.on('message', (message: BalancerProcessRequest | 'close') => {
    if (message === 'close') {
      closing = true;
      void balancer.close().then(() => process.disconnect());
    } else if (message.kind === 'targets') {
      balancer.setTargets(message.urls);
      send({ kind: 'targets-set' });
    } else if (message.kind === 'reset') {
      countsAtReset = balancer.counts();
      cpuAtReset = process.cpuUsage();
      send({ kind: 'reset-done' });
    } else if (message.kind === 'usage') {
      const cpu = process.cpuUsage(cpuAtReset);
      const counts = balancer.counts().map((count, index) => count - (countsAtReset[index] ?? 0));
      send({ kind: 'usage', counts, cpuMs: (cpu.user + cpu.system) / 1000 });
    }
  });
  send({ kind: 'ready', url: balancer.url });
}

main().catch((error: unknown) => {
  console.error('bench balancer process failed:', error);
  process.exit(1);
});
