import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";

/** Data directories this process has open: its own pid in a lock file means one of these, or a past life. */
const openHere = new Set<string>();

/**
 * Takes `dataDir/app.lock` ("pid start-time") and returns its release. A lock is stale when its pid
 * no longer runs, or now runs a process started at another time: a restarted container often hands
 * the crashed server's pid to the new one, or to anything else.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, "app.lock");
  const key = resolve(dataDir);
  if (existsSync(lockPath)) {
    const holder = parseLock(readFileSync(lockPath, "utf8"));
    if (holder && (openHere.has(key) || (holder.pid !== process.pid && isRunning(holder)))) {
      throw new Error(
        `The database in ${dataDir} is already open in process ${holder.pid}. Stop it, or set DATA_DIR to another directory.`,
      );
    }
    rmSync(lockPath, { force: true });
  }
  const fd = openSync(lockPath, "wx");
  writeSync(fd, [process.pid, processStartTime(process.pid)].filter((part) => part !== null).join(" "));
  closeSync(fd);
  openHere.add(key);
  return () => {
    openHere.delete(key);
    rmSync(lockPath, { force: true });
  };
}

interface LockHolder {
  pid: number;
  startTime: string | null;
}

function parseLock(text: string): LockHolder | null {
  const [pid, startTime] = text.trim().split(/\s+/);
  const number = Number(pid);
  return Number.isInteger(number) && number > 0 ? { pid: number, startTime: startTime ?? null } : null;
}

function isRunning(holder: LockHolder): boolean {
  if (!isAlive(holder.pid)) return false;
  const now = processStartTime(holder.pid);
  // Without /proc (or from a lock written without it) the pid alone has to do.
  return holder.startTime === null || now === null || now === holder.startTime;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The process's start, in clock ticks since boot (field 22 of /proc/<pid>/stat), or null off Linux. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}
