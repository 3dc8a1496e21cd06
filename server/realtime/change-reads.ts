/**
 * When a room must read again, and whether a read it made may be shown. A read that a change
 * overtook may have seen one table before the change and another after it (a league's season board
 * moved in memory, its week board rebuilt): it is dropped for the read again the change asked for,
 * but never twice in a row, so a steady stream of changes still shows.
 */
export class ChangeReads {
  private outdated = true;
  private dropped = false;

  /** A change happened: the next turn reads again. */
  changed() {
    this.outdated = true;
  }

  /** Null when nothing changed since the last read; else a read begins, and the check says if it may be shown. */
  begin(): (() => boolean) | null {
    if (!this.outdated) return null;
    this.outdated = false;
    return () => {
      if (this.outdated && !this.dropped) {
        this.dropped = true;
        return false;
      }
      this.dropped = false;
      return true;
    };
  }
}
