import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where a run's CPU went, read from Linux's /proc (clock ticks of 10 ms). On a machine whose cores
 * are all busy, sends/s against the bare loop is the inverse of what each costs the whole
 * machine, so the bench prints these beside the ratio: the servers', PostgreSQL's and the rest's
 * (load generator, kernel) share of a send, against the same of a bare transfer.
 */
export interface MachineCpu {
  /** CPU time of every core spent busy, in ms. */
  busy: number;
  /** CPU of every `postgres` process (backends, WAL writer, checkpointer), ended ones included. */
  postgres: number;
}

/** The fields of a process's /proc stat after its name: [0] state, [1] parent, [11] utime… */
function statFields(pid: number | string): string[] {
  return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
}

/** utime + stime of a process, in ms. */
export function cpuMs(pid: number | string): number {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Every PostgreSQL process's CPU, those that ended included: a backend whose connection closed
 * (the bare loop closes its pool before the reading after it) is gone from /proc, and its time is
 * in its parent's, the postmaster's, count of its ended children (cutime + cstime).
 */
function postgresCpuMs(): number {
  const processes = new Map<string, string[]>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        processes.set(pid, statFields(pid));
    } catch {
      // The process ended between the listing and the reading.
    }
  }
  let total = 0;
  for (const fields of processes.values()) {
    total += (Number(fields[11]) + Number(fields[12])) * 10;
    const isPostmaster = !processes.has(fields[1]!);
    if (isPostmaster) total += (Number(fields[13]) + Number(fields[14])) * 10;
  }
  return total;
}

export function machineCpu(): MachineCpu {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
  // Steal (time the host gave another guest) is neither this machine's work nor idle.
  const [user, nice, system, , , irq, softirq] = ticks.map(Number);
  return {
    busy: (user! + nice! + system! + irq! + softirq!) * 10,
    postgres: postgresCpuMs(),
  };
}

/** What happened between two readings, per unit of work, in ms. */
export function machineCpuPer(before: MachineCpu, after: MachineCpu, units: number): MachineCpu {
  const per = (key: keyof MachineCpu) => (after[key] - before[key]) / Math.max(units, 1);
  return { busy: per('busy'), postgres: per('postgres') };
}
