import fs from 'node:fs';

/**
 * The memory and CPU time of a process tree on Linux, read from /proc: the PostgreSQL server
 * under load is a postmaster and one process per connection. Their resident sets all count
 * the same shared buffers, so the tree is summed by PSS (proportional set size: a page shared
 * by n processes counts 1/n in each), which adds up to what the tree takes. Elsewhere, or when
 * /proc cannot be read, the figures are undefined and the bench leaves them out.
 */

/** The `Pss:` line of /proc/<pid>/smaps_rollup, in bytes. */
export function pssBytes(smapsRollup: string): number | undefined {
  const match = /^Pss:\s+(\d+) kB$/m.exec(smapsRollup);
  return match ? Number(match[1]) * 1024 : undefined;
}

/** The fields of /proc/<pid>/stat after `pid (comm) ` (comm may hold spaces and parentheses): state is [0]. */
function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The parent pid in /proc/<pid>/stat (`pid (comm) state ppid …`). */
export function parentPid(stat: string): number | undefined {
  const ppid = Number(statFields(stat)[1]);
  return Number.isSafeInteger(ppid) ? ppid : undefined;
}

/** /proc reports times in USER_HZ, which Linux fixes at 100 per second for user space. */
const TICK_MS = 10;

/**
 * CPU time in /proc/<pid>/stat, in ms: utime + stime, and with `children` also cutime +
 * cstime, the time of children that ended and were waited for (a PostgreSQL backend whose
 * connection closed).
 */
export function cpuMs(stat: string, children: boolean): number | undefined {
  const fields = statFields(stat);
  // utime, stime, cutime, cstime are fields 14–17 of stat, so 11–14 counted from state.
  const ticks = fields.slice(11, children ? 15 : 13).map(Number);
  if (ticks.length < (children ? 4 : 2) || !ticks.every(Number.isSafeInteger)) return undefined;
  return ticks.reduce((sum, value) => sum + value, 0) * TICK_MS;
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

/** The CPU time of the process and its descendants, those that ended included, in ms; undefined when the root's cannot be read. */
export function treeCpuMs(root: number): number | undefined {
  let sum: number | undefined;
  for (const pid of processTree(root)) {
    const stat = read(`/proc/${pid}/stat`);
    const ms = stat === undefined ? undefined : cpuMs(stat, pid === root);
    if (ms === undefined) {
      if (pid === root) return undefined;
      continue;
    }
    sum = (sum ?? 0) + ms;
  }
  return sum;
}

/**
 * Samples a process tree's PSS every `intervalMs` and keeps the largest since the last reset;
 * counts its CPU time since the reset.
 */
export class TreeSampler {
  private peakBytes: number | undefined;
  private cpuAtReset: number | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly root: number,
    intervalMs: number,
  ) {
    this.reset();
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }

  private sample(): void {
    const now = treePss(this.root);
    if (now !== undefined) this.peakBytes = Math.max(this.peakBytes ?? 0, now);
  }

  reset(): void {
    this.peakBytes = treePss(this.root);
    this.cpuAtReset = treeCpuMs(this.root);
  }

  /** The largest PSS sum seen since the last reset (this moment included) and the CPU time since; undefined when unreadable. */
  usage(): { peakPss: number; cpuMs: number } | undefined {
    this.sample();
    const cpu = treeCpuMs(this.root);
    if (this.peakBytes === undefined || cpu === undefined || this.cpuAtReset === undefined) return undefined;
    return { peakPss: this.peakBytes, cpuMs: cpu - this.cpuAtReset };
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
