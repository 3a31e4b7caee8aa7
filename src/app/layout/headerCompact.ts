// When the sticky header turns compact (spec 000 §2, §9): once the page has scrolled, unless the
// page is less than 100 px taller than the window (then compacting would make it jump back).
import { HEADER_COMPACT_THRESHOLD_PX } from '../../rules/constants';

export interface CompactInput {
  scrollY: number;
  /** document.documentElement.scrollHeight as laid out now. */
  scrollHeight: number;
  viewportHeight: number;
  /** Pixels the page is shorter now because the header is already compact (0 when it is not). */
  savedByCompacting?: number;
  threshold?: number;
}

export function canCompactHeader({ scrollHeight, viewportHeight, savedByCompacting = 0, threshold = HEADER_COMPACT_THRESHOLD_PX }: CompactInput): boolean {
  return scrollHeight + savedByCompacting - viewportHeight >= threshold;
}

export function shouldCompactHeader(input: CompactInput): boolean {
  return input.scrollY > 0 && canCompactHeader(input);
}

/** Calls `fn` once `ms` have passed without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): ((...args: A) => void) & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const debounced = (...args: A) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return debounced;
}
