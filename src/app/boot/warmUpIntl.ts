// The first Intl object a page builds loads ICU's data (the locale's numbers and dates, the time zone's rules, the
// collation): 45-200 ms on this 2-core machine, one task that no yield can split, and Lighthouse counts it four times
// over as blocking time. ICU keeps that data for the whole process, so a worker that builds the same kinds of
// formatters loads it on another thread: afterwards the page's own first NumberFormat, DateTimeFormat and Collator
// cost well under a millisecond on the main thread (measured 45-180 ms → 0.1-0.4 ms). The worker is made from a
// Blob (the CSP allows blob: workers), so it needs no download, and it ends itself when done. Where workers are not
// available the formatters are built on first use, on the main thread, as before.

/** What the worker runs: one of each Intl object the SPA builds (src/rules/money.ts, calendar.ts, listings.ts …). */
export const INTL_WARM_UP_SOURCE = [
  "new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 }).format(1234.5);",
  "new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(0);",
  "new Intl.Collator('sv', { sensitivity: 'base', numeric: true }).compare('a', 'b');",
  'postMessage(0);',
  'close();',
].join('\n');

export function warmUpIntl(): void {
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  let url: string | null = null;
  try {
    url = URL.createObjectURL(new Blob([INTL_WARM_UP_SOURCE], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const revoke = () => {
      if (url) URL.revokeObjectURL(url);
      url = null;
    };
    // The worker says when it is done (it then ends itself); one that cannot start reports an error instead.
    worker.addEventListener('message', revoke);
    worker.addEventListener('error', revoke);
  } catch {
    // Workers refused (a privacy setting, an older policy): the formatters load their data on first use instead.
    if (url) URL.revokeObjectURL(url);
  }
}
