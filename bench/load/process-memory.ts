import fs from 'node:fs';

/**
 * The memory of a process tree on Linux, read from /proc: the PostgreSQL server under load is
 * a postmaster and one process per connection. Their resident sets all count the same shared
 * buffers, so the tree is summed by PSS (proportional set size: a page shared by n processes
 * counts 1/n in each), which adds up to what the tree takes. Elsewhere, or when /proc cannot
 * be read, the figures are undefined and the bench leaves them out.
 */

/** The `Pss:` line of /proc/<pid>/smaps_rollup, in bytes. */
export function pssBytes(smapsRollup: string): number | undefined {
  const match = /^Pss:\s+(\d+) kB$/m.exec(smapsRollup);
  return match ? Number(match[1]) * 1024 : undefined;
}

/** The parent pid in /proc/<pid>/stat (`pid (comm) state ppid …`; comm may hold spaces and parentheses). */
export function parentPid(stat: string): number | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  return Number.isSafeInteger(ppid) ? ppid : undefined;
}

function read(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The process and all its descendants. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return [root];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    const ppid = stat === undefined ? undefined : parentPid(stat);
    if (ppid === undefined) continue;
    const siblings = children.get(ppid) ?? [];
    siblings.push(Number(entry));
    children.set(ppid, siblings);
  }
  const tree: number[] = [];
  const queue = [root];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** The summed PSS of the process and its descendants, in bytes; undefined when the root's cannot be read. */
export function treePss(root: number): number | undefined {
  let sum: number | undefined;
  for (const pid of processTree(root)) {
    const text = read(`/proc/${pid}/smaps_rollup`);
    const pss = text === undefined ? undefined : pssBytes(text);
    if (pss === undefined) {
      if (pid === root) return undefined;
      continue; // a backend that just ended
    }
    sum = (sum ?? 0) + pss;
  }
  return sum;
}

/** Samples a process tree's PSS every `intervalMs` and keeps the largest since the last reset. */
export class TreeMemorySampler {
  private peakBytes: number | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly root: number,
    intervalMs: number,
  ) {
    this.peakBytes = treePss(root);
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }

  private sample(): void {
    const now = treePss(this.root);
    if (now !== undefined) this.peakBytes = Math.max(this.peakBytes ?? 0, now);
  }

  reset(): void {
    this.peakBytes = treePss(this.root);
  }

  /** The largest sum seen since the last reset, this moment included. */
  peak(): number | undefined {
    this.sample();
    return this.peakBytes;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
