// The staff accounts as administrators manage them: all of them, one by id (locked for a change), the count of active
// administrators, insert and update, and the end of a closed account's sessions.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, staffUsers, type StaffUserRow } from '../../db/schema';

export type NewStaffAccount = Pick<StaffUserRow, 'name' | 'email' | 'personalNumber' | 'role' | 'passwordHash'>;
export type StaffAccountChange = Partial<Pick<StaffUserRow, 'name' | 'email' | 'personalNumber' | 'role' | 'passwordHash' | 'active'>>;

export const listStaffAccounts = (db: DbOrTx): Promise<StaffUserRow[]> => db.select().from(staffUsers).orderBy(asc(staffUsers.name), asc(staffUsers.staffUserId));

export async function lockStaffAccount(db: DbOrTx, staffUserId: number): Promise<StaffUserRow | undefined> {
  const rows = await db.select().from(staffUsers).where(eq(staffUsers.staffUserId, staffUserId)).for('update');
  return rows[0];
}

/** Active administrators, with every administrator row locked so two concurrent changes cannot both take the last one. */
export async function countActiveAdministrators(db: DbOrTx): Promise<number> {
  await db.select({ id: staffUsers.staffUserId }).from(staffUsers).where(eq(staffUsers.role, 'admin')).for('update');
  const [row] = await db.select({ n: count() }).from(staffUsers).where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.active, true)));
  return row?.n ?? 0;
}

/** Another account (not `exceptId`) with this e-mail (any case) or personnummer: which one is taken, if any. */
export async function takenBy(db: DbOrTx, email: string, personalNumber: string | null, exceptId: number | null): Promise<'email' | 'personalNumber' | null> {
  const others = sql`${staffUsers.staffUserId} <> ${exceptId ?? -1}`;
  const [byEmail] = await db.select({ id: staffUsers.staffUserId }).from(staffUsers).where(and(sql`lower(${staffUsers.email}) = ${email.toLowerCase()}`, others)).limit(1);
  if (byEmail) return 'email';
  if (!personalNumber) return null;
  const [byPnr] = await db.select({ id: staffUsers.staffUserId }).from(staffUsers).where(and(eq(staffUsers.personalNumber, personalNumber), others)).limit(1);
  return byPnr ? 'personalNumber' : null;
}

export async function insertStaffAccount(db: DbOrTx, account: NewStaffAccount): Promise<StaffUserRow> {
  const [row] = await db.insert(staffUsers).values(account).returning();
  if (!row) throw new Error('staff account insert returned nothing');
  return row;
}

export async function updateStaffAccount(db: DbOrTx, staffUserId: number, change: StaffAccountChange): Promise<StaffUserRow> {
  const [row] = await db.update(staffUsers).set(change).where(eq(staffUsers.staffUserId, staffUserId)).returning();
  if (!row) throw new Error(`staff account ${staffUserId} vanished during its update`);
  return row;
}

/** A closed account's sessions end at once (its next request finds none). */
export async function endStaffSessions(db: DbOrTx, staffUserId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.staffUserId, staffUserId));
}
