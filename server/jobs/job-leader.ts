import { logger } from "../logger.ts";

/** A lock only one process holds at a time (a PostgreSQL session advisory lock, or none on PGlite). */
export interface LeaderLock {
  /** Takes the lock if it is free; true while this process holds it. */
  hold(): Promise<boolean>;
  /** Called when the lock's connection closes: the lock is gone with it. */
  onLost(listener: () => void): void;
  /** Gives the lock up (closing its connection), so another process can take over at once. */
  close(): Promise<void>;
}

export interface JobLeader {
  readonly leading: boolean;
  stop(): Promise<void>;
}

export interface JobLeaderOptions {
  lock: LeaderLock;
  /** How often a follower tries to take the lock, and a leader checks it still holds it. */
  retryMs: number;
  onLead(): void;
  onFollow(): void;
}

/** Only the holder of `lock` leads; every `retryMs` a follower tries to take over, a leader checks. */
export function startJobLeader({ lock, retryMs, onLead, onFollow }: JobLeaderOptions): JobLeader {
  let leading = false;
  let stopped = false;
  let toldFollowing = false;
  /** While the database is down every check fails: the first failure is logged, then its end. */
  let unreachable = false;
  let timer: NodeJS.Timeout | undefined;

  const follow = (why: string) => {
    if (!leading) return;
    leading = false;
    logger.warn(`Job leader: ${why}; this process stopped its background jobs`);
    onFollow();
  };

  const check = async () => {
    let held = false;
    try {
      held = await lock.hold();
      if (unreachable) logger.info("Job leader: the lock is reachable again");
      unreachable = false;
    } catch (error) {
      if (!unreachable) {
        logger.warn("Job leader: could not reach the lock:", error instanceof Error ? error.message : error);
        logger.info(`Job leader: trying again every ${retryMs / 1000} s; further failures are not logged`);
      }
      unreachable = true;
    }
    if (stopped) return;
    if (held && !leading) {
      leading = true;
      toldFollowing = false;
      logger.info("Job leader: this process runs background jobs");
      onLead();
    } else if (!held && leading) {
      follow("the lock is gone");
    } else if (!held && !toldFollowing) {
      toldFollowing = true;
      logger.info(`Job leader: another process runs background jobs; trying to take over every ${retryMs / 1000} s`);
    }
    timer = setTimeout(() => void check(), retryMs);
  };

  lock.onLost(() => follow("the lock's connection closed"));
  void check();

  return {
    get leading() {
      return leading;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (leading) {
        leading = false;
        onFollow();
      }
      await lock.close();
    },
  };
}

/** PGlite serves one process (its data directory is locked), so that process always leads. */
export const soleProcessLock: LeaderLock = {
  hold: async () => true,
  onLost: () => {},
  close: async () => {},
};
