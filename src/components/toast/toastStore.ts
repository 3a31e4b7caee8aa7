// The toast queue held in an Apollo reactive var, and the timer that closes success toasts.
// Any code may call showToast; ToastRegion renders the current toast.
import { makeVar } from '@apollo/client';
import { autoCloseDelay, currentToast, dismiss, enqueue, type Toast, type ToastKind, type ToastLink, type ToastQueue } from './toastQueue';

export const toastQueueVar = makeVar<ToastQueue>([]);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | null = null;
let timedId: number | null = null;
let held = false;

function clearTimer(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  timedId = null;
}

// (Re)arms the auto-close timer for whatever toast is now on screen.
function schedule(): void {
  const current = currentToast(toastQueueVar());
  if (current && current.id === timedId) return;
  clearTimer();
  if (!current || held) return;
  const delay = autoCloseDelay(current);
  if (delay === null) return;
  timedId = current.id;
  timer = setTimeout(() => dismissToast(current.id), delay);
}

function update(queue: ToastQueue): void {
  if (queue === toastQueueVar()) return;
  toastQueueVar(queue);
  schedule();
}

export function showToast(kind: ToastKind, message: string, options: { link?: ToastLink } = {}): number {
  const toast: Toast = { id: nextId++, kind, message, ...(options.link ? { link: options.link } : {}) };
  update(enqueue(toastQueueVar(), toast));
  return toast.id;
}

export function dismissToast(id: number): void {
  update(dismiss(toastQueueVar(), id));
}

/** While the pointer or focus is on the toast it does not close by itself; it gets its full time again after. */
export function holdToast(hold: boolean): void {
  if (held === hold) return;
  held = hold;
  clearTimer();
  schedule();
}

export function clearToasts(): void {
  clearTimer();
  held = false;
  toastQueueVar([]);
}
