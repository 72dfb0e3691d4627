import { existsSync, mkdirSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The cgroup v1 CPU controller's mount, where a group's quota is one file. */
const cpuController = "/sys/fs/cgroup/cpu";
const periodMicroseconds = 100_000;

/**
 * Why the instances cannot be capped here, or null when they can. Capping
 * needs root and cgroup v1's CPU controller (this project's machines have it;
 * a cgroup v2-only host does not, and the bench then says so and stops).
 */
export function cpuCapUnavailable(): string | null {
  if (process.getuid?.() !== 0) return "capping an instance's CPU needs root";
  if (!existsSync(join(cpuController, "cpu.cfs_quota_us")))
    return `no cgroup v1 CPU controller at ${cpuController}`;
  return null;
}

/**
 * Limits a process to `cores` of CPU time, as a container platform limits an
 * instance (a quota of `cores` × 100 ms in every 100 ms), so that a machine
 * with few cores can show what a second instance adds when each instance,
 * not the machine, is what runs out (docs/decisions/135-instances-that-add-throughput.md).
 * Returns what removes the group once the process has exited.
 */
export function capCpu(pid: number, cores: number): () => void {
  const reason = cpuCapUnavailable();
  if (reason) throw new Error(reason);
  const group = join(cpuController, `bench-instance-${pid}`);
  mkdirSync(group);
  writeFileSync(join(group, "cpu.cfs_period_us"), String(periodMicroseconds));
  writeFileSync(join(group, "cpu.cfs_quota_us"), String(Math.round(cores * periodMicroseconds)));
  // cgroup.procs moves every thread of the process: its libuv and V8 threads too.
  writeFileSync(join(group, "cgroup.procs"), String(pid));
  return () => rmdirSync(group);
}
