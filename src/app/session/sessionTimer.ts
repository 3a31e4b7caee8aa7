// Timing rules of the session timer (spec 000 §4): how long is left, when to warn, what to say.
// No React and no DOM here, so the rules are tested with fake timers; SessionTimer.tsx is thin.
import { SESSION_TIMESTAMP_REUSE_MS } from '../../rules/constants';
import { readTimestamp, SESSION_TIMESTAMP_KEY } from './sessionStorage';

/**
 * The timestamp the countdown starts from. A stored timestamp younger than 30 minutes is reused;
 * an older, missing, future or already expired one restarts the count now. (An expired one can
 * only happen when the server is configured with a session shorter than 30 minutes; the server has
 * just confirmed the session, so the count restarts rather than logging out at once.)
 */
export function resolveStartTimestamp(
  stored: number | null,
  now: number,
  timeoutSeconds: number,
  reuseWindowMs: number = SESSION_TIMESTAMP_REUSE_MS,
): { timestamp: number; reused: boolean } {
  if (stored !== null) {
    const elapsed = now - stored;
    if (elapsed >= 0 && elapsed < reuseWindowMs && elapsed < timeoutSeconds * 1000) {
      return { timestamp: stored, reused: true };
    }
  }
  return { timestamp: now, reused: false };
}

/** Whole seconds left of a session that started at `timestamp` (never negative). */
export function remainingSeconds(timestamp: number, now: number, timeoutSeconds: number): number {
  const leftMs = timestamp + timeoutSeconds * 1000 - now;
  return leftMs <= 0 ? 0 : Math.ceil(leftMs / 1000);
}

/** The warning shows while 0 < remaining ≤ warningSeconds. */
export function shouldWarn(remaining: number, warningSeconds: number): boolean {
  return remaining > 0 && remaining <= warningSeconds;
}

function unit(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** '1 minut och 59 sekunder', '2 minuter', '1 sekund'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return unit(rest, 'sekund', 'sekunder');
  if (rest === 0) return unit(minutes, 'minut', 'minuter');
  return `${unit(minutes, 'minut', 'minuter')} och ${unit(rest, 'sekund', 'sekunder')}`;
}

export function logoutCountdownText(remaining: number): string {
  return `Du loggas ut om ${formatDuration(remaining)}`;
}

export interface CountdownState {
  remaining: number;
  warning: boolean;
}

export interface SessionCountdownOptions {
  timeoutSeconds: number;
  warningSeconds: number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  onChange: (state: CountdownState) => void;
  onExpire: () => void;
  now?: () => number;
  tickMs?: number;
}

export interface SessionCountdown {
  /** Start from the stored timestamp when it may be reused, else from now (and store now). */
  start(): void;
  /** Restart the full length now and tell other tabs through the stored timestamp. */
  reset(): void;
  /** Another tab reset its count: follow its timestamp without writing. */
  syncFrom(timestamp: number): void;
  stop(): void;
}

/**
 * A countdown that recomputes from the wall clock each tick, so a throttled background tab
 * still expires on time.
 */
export function createSessionCountdown(options: SessionCountdownOptions): SessionCountdown {
  const now = options.now ?? Date.now;
  let timestamp = now();
  let interval: ReturnType<typeof setInterval> | null = null;
  let last: CountdownState | null = null;

  const write = (value: number): void => {
    try {
      options.storage?.setItem(SESSION_TIMESTAMP_KEY, String(value));
    } catch {
      // Storage blocked: this tab keeps counting on its own.
    }
  };

  const stop = (): void => {
    if (interval !== null) clearInterval(interval);
    interval = null;
  };

  const tick = (): void => {
    const remaining = remainingSeconds(timestamp, now(), options.timeoutSeconds);
    const state = { remaining, warning: shouldWarn(remaining, options.warningSeconds) };
    if (!last || last.remaining !== state.remaining || last.warning !== state.warning) {
      last = state;
      options.onChange(state);
    }
    if (remaining === 0) {
      stop();
      options.onExpire();
    }
  };

  const run = (): void => {
    stop();
    interval = setInterval(tick, options.tickMs ?? 1000);
    tick();
  };

  return {
    start() {
      const resolved = resolveStartTimestamp(readTimestamp(options.storage), now(), options.timeoutSeconds);
      timestamp = resolved.timestamp;
      if (!resolved.reused) write(timestamp);
      run();
    },
    reset() {
      timestamp = now();
      write(timestamp);
      run();
    },
    syncFrom(value: number) {
      timestamp = value;
      run();
    },
    stop,
  };
}
