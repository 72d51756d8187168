import { startBalancer } from './balancer';

/**
 * Child-process entry (`node --import tsx`): the bench's load balancer (bench/load/balancer.ts)
 * in a process of its own, so forwarding every request does not share an event loop with the
 * simulated devices. Requests: `{ kind: 'targets', urls }`, `{ kind: 'counts' }` and `'close'`.
 */
export type BalancerProcessRequest =
  | { readonly kind: 'targets'; readonly urls: readonly string[] }
  | { readonly kind: 'counts' };

export type BalancerProcessMessage =
  | { readonly kind: 'ready'; readonly url: string }
  | { readonly kind: 'targets-set' }
  | { readonly kind: 'counts'; readonly counts: number[] };

function send(message: BalancerProcessMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  if (!process.send) throw new Error('bench/load/balancer-process.ts runs as a child process with IPC');
  const balancer = await startBalancer();
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
    } else if (message.kind === 'counts') {
      send({ kind: 'counts', counts: balancer.counts() });
    }
  });
  send({ kind: 'ready', url: balancer.url });
}

main().catch((error: unknown) => {
  console.error('bench balancer process failed:', error);
  process.exit(1);
});
