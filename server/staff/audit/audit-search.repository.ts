// Reads of the staff audit log for the back office's log page: rows by staff member, applicant and time, newest first.
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffAuditLog, staffUsers } from '../../db/schema';

export interface AuditFilter {
  staffUserId?: number | null;
  applicantId?: number | null;
  /** From this instant (inclusive). */
  from?: Date | null;
  /** Before this instant. */
  before?: Date | null;
}

export async function searchAuditLog(db: DbOrTx, f: AuditFilter, limit: number, offset: number) {
  const l = staffAuditLog;
  const conditions: (SQL | undefined)[] = [
    f.staffUserId != null ? eq(l.staffUserId, f.staffUserId) : undefined,
    f.applicantId != null ? eq(l.applicantId, f.applicantId) : undefined,
    f.from ? gte(l.at, f.from) : undefined,
    f.before ? lt(l.at, f.before) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        auditId: l.auditId,
        at: l.at,
        staffUserId: l.staffUserId,
        staffName: staffUsers.name,
        action: l.action,
        applicantId: l.applicantId,
        subject: l.subject,
        before: l.before,
        after: l.after,
      })
      .from(l)
      .leftJoin(staffUsers, eq(staffUsers.staffUserId, l.staffUserId))
      .where(where)
      .orderBy(desc(l.at), desc(l.auditId))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(l).where(where),
  ]);
  return { total: counted?.n ?? 0, rows };
}

export function listStaffMembers(db: DbOrTx) {
  return db.select().from(staffUsers).orderBy(asc(staffUsers.name), asc(staffUsers.staffUserId));
}
