// Pure rules of the toast queue (spec 000 §2, §8): toasts wait in order, exactly one is shown at
// a time, success toasts close after 5000 ms and error toasts stay until closed. Warnings (the
// notices on entering my pages) also stay until closed: they carry a link the user may follow.
import { TOAST_SUCCESS_DURATION_MS } from '../../rules/constants';

export type ToastKind = 'success' | 'error' | 'warning';

/** A link inside the toast (an address inside the SPA). */
export interface ToastLink {
  to: string;
  label: string;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  link?: ToastLink;
}

export type ToastQueue = readonly Toast[];

/** Adds a toast at the end, unless the same message of the same kind is already waiting or shown. */
export function enqueue(queue: ToastQueue, toast: Toast): ToastQueue {
  if (queue.some((t) => t.kind === toast.kind && t.message === toast.message)) return queue;
  return [...queue, toast];
}

export function dismiss(queue: ToastQueue, id: number): ToastQueue {
  return queue.some((t) => t.id === id) ? queue.filter((t) => t.id !== id) : queue;
}

/** The one toast on screen: the oldest in the queue. */
export function currentToast(queue: ToastQueue): Toast | null {
  return queue[0] ?? null;
}

/** Milliseconds until the toast closes by itself, or null when it stays until closed. */
export function autoCloseDelay(toast: Toast): number | null {
  return toast.kind === 'success' ? TOAST_SUCCESS_DURATION_MS : null;
}
