// The back office's tools: their SQL. The jobs' last runs (job_runs), and the content the applicants' shell shows:
// the maintenance messages, the menu and the footer, each replaced whole inside the caller's transaction.
import { asc, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { footerColumns, jobRuns, maintenanceMessages, navigationItems } from '../../db/schema';

export function lastJobRuns(db: DbOrTx) {
  return db
    .select({
      name: jobRuns.name,
      lastStartedAt: jobRuns.lastStartedAt,
      lastFinishedAt: jobRuns.lastFinishedAt,
      lastResult: jobRuns.lastResult,
      lastOutcome: jobRuns.lastOutcome,
      lastError: jobRuns.lastError,
      attempts: jobRuns.attempts,
      nextAttemptAt: jobRuns.nextAttemptAt,
    })
    .from(jobRuns);
}

/** Messages that have not ended yet, earliest start first. */
export function openMaintenanceMessages(db: DbOrTx, now: Date) {
  return db.select().from(maintenanceMessages).where(gt(maintenanceMessages.stop, now)).orderBy(asc(maintenanceMessages.start));
}

/** Ends every message that has not ended (the applicants' shell shows none of them from now on). */
export async function removeOpenMaintenanceMessages(tx: DbOrTx, now: Date): Promise<void> {
  await tx.delete(maintenanceMessages).where(gt(maintenanceMessages.stop, now));
}

export async function insertMaintenanceMessage(tx: DbOrTx, row: { message: string; start: Date; stop: Date }): Promise<void> {
  await tx.insert(maintenanceMessages).values(row);
}

export function menuRows(db: DbOrTx) {
  return db.select().from(navigationItems).orderBy(asc(navigationItems.sortOrder), asc(navigationItems.navigationItemId));
}

/** Replaces the whole menu: top-level items and their sub-items, in order. */
export async function replaceMenu(tx: DbOrTx, items: readonly { name: string; url: string; children: readonly { name: string; url: string }[] }[]): Promise<void> {
  await tx.delete(navigationItems);
  for (const [i, item] of items.entries()) {
    const [parent] = await tx.insert(navigationItems).values({ parentId: null, name: item.name, url: item.url, sortOrder: i + 1 }).returning({ id: navigationItems.navigationItemId });
    if (item.children.length > 0) {
      await tx.insert(navigationItems).values(item.children.map((c, j) => ({ parentId: parent!.id, name: c.name, url: c.url, sortOrder: j + 1 })));
    }
  }
}

export function footerRows(db: DbOrTx) {
  return db.select().from(footerColumns).orderBy(asc(footerColumns.position));
}

/** Replaces the footer's three columns (an empty one is left out). */
export async function replaceFooter(tx: DbOrTx, columns: readonly { title: string | null; html: string }[]): Promise<void> {
  await tx.delete(footerColumns);
  const rows = columns.map((c, i) => ({ position: i + 1, title: c.title, html: c.html })).filter((c) => c.title || c.html);
  if (rows.length > 0) await tx.insert(footerColumns).values(rows);
}
