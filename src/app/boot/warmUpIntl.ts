// The first Intl object a page builds loads ICU's data (the locale's numbers and dates, the time zone's rules, the
// collation): 45-200 ms on this 2-core machine, one task that no yield can split, and Lighthouse counts it four times
// over as blocking time. ICU keeps that data for the whole process, so a worker that builds the same kinds of
// formatters loads it on another thread: afterwards the page's own first NumberFormat, DateTimeFormat and Collator
// cost well under a millisecond on the main thread (measured 45-180 ms → 0.1-0.4 ms). The worker is made from a
// Blob (the CSP allows blob: workers), so it needs no download, and it ends itself when done; index.html starts it
// (intlWarmUpScript). Where workers are not available the formatters are built on first use, on the main thread.

/** What the worker runs: one of each Intl object the SPA builds (src/rules/money.ts, calendar.ts, listings.ts …). */
export const INTL_WARM_UP_SOURCE = [
  "new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 }).format(1234.5);",
  "new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(0);",
  "new Intl.Collator('sv', { sensitivity: 'base', numeric: true }).compare('a', 'b');",
  'postMessage(0);',
  'close();',
].join('\n');

/**
 * The worker's start as an inline script for index.html's <head> (scripts/bundle/static-shell-plugin.ts): it runs while
 * the HTML is parsed, before the first paint and long before the first render formats a date, so ICU's data is loaded
 * by the time the page needs it (started from the entry, the worker lost that race on pages whose data comes with the
 * HTML, and the main thread loaded the data itself). The server allows the script by its hash like the consent check.
 * Where workers or Blob URLs are refused nothing happens: the formatters load their data on first use.
 */
export function intlWarmUpScript(): string {
  return `(function(){if(typeof Worker!="function"||typeof Blob!="function")return;var u=null,d=function(){if(u)URL.revokeObjectURL(u);u=null};try{u=URL.createObjectURL(new Blob([${JSON.stringify(INTL_WARM_UP_SOURCE)}],{type:"text/javascript"}));var w=new Worker(u);w.addEventListener("message",d);w.addEventListener("error",d)}catch(e){d()}})()`;
}
