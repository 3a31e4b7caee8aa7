// What the crash test's traffic is doing, so a round can kill the server in the middle of one kind of write: each
// request is tracked by its kind while it is in flight, and counted once answered. Traffic loops run until told to stop.

/** The writes the crash test aims its kills at. */
export const WRITE_KINDS = ['registration', 'upload', 'payment', 'brokerage'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

export class Activity {
  private readonly inFlight = new Map<WriteKind, number>();
  private readonly answered = new Map<WriteKind, number>();
  private listeners: (() => void)[] = [];
  /** Why the last turn of a kind got nowhere (a refusal), for the message when a round waits in vain. */
  private readonly lastRefusal = new Map<WriteKind, string>();
  /** Set when the traffic must end (the server was killed). */
  stopped = false;

  /** Runs one request of this kind, counted as in flight until it settles and as answered when it resolves. */
  async track<T>(kind: WriteKind, request: () => Promise<T>): Promise<T> {
    this.inFlight.set(kind, (this.inFlight.get(kind) ?? 0) + 1);
    this.notify();
    let answered = false;
    try {
      const result = await request();
      answered = true;
      return result;
    } finally {
      this.inFlight.set(kind, this.inFlight.get(kind)! - 1);
      if (answered) this.answered.set(kind, this.answeredCount(kind) + 1);
      this.notify();
    }
  }

  answeredCount(kind: WriteKind): number {
    return this.answered.get(kind) ?? 0;
  }

  /** Notes why a turn of this kind got nowhere. */
  refused(kind: WriteKind, why: string): void {
    this.lastRefusal.set(kind, why);
  }

  /** The answered writes of each kind, e.g. "registration 12, upload 7, payment 3, brokerage 9". */
  describe(): string {
    return WRITE_KINDS.map((k) => `${k} ${this.answeredCount(k)}${this.lastRefusal.has(k) ? ` (last refused: ${this.lastRefusal.get(k)})` : ''}`).join(', ');
  }

  /**
   * Resolves when every kind of write has been answered at least once (the traffic runs) and a request of `kind` is in
   * flight; fails after `timeoutMs`, telling what never happened.
   */
  midWrite(kind: WriteKind, timeoutMs: number): Promise<void> {
    const ready = () => WRITE_KINDS.every((k) => this.answeredCount(k) > 0) && (this.inFlight.get(kind) ?? 0) > 0;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners = this.listeners.filter((l) => l !== check);
        reject(new Error(`no ${kind} in flight after every kind of write was answered within ${timeoutMs} ms (answered: ${this.describe()})`));
      }, timeoutMs);
      const check = () => {
        if (!ready()) return;
        clearTimeout(timer);
        this.listeners = this.listeners.filter((l) => l !== check);
        resolve();
      };
      this.listeners.push(check);
      check();
    });
  }

  /** Runs `step` again and again until stopped; a request cut off by the kill (or refused) simply ends that turn. */
  async loop(step: (turn: number) => Promise<unknown>): Promise<void> {
    for (let turn = 0; !this.stopped; turn++) await step(turn).catch(() => undefined);
  }

  private notify() {
    // A listener that resolves removes itself: go over a copy.
    for (const listener of this.listeners.slice()) listener();
  }
}
