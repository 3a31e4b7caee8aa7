// The staff accounts (back office): looked up by e-mail or personnummer (BankID) at login and by id for each request's actor.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { staffUsers, type StaffUserRow } from '../db/schema';

export async function findStaffByEmail(db: DbOrTx, email: string): Promise<StaffUserRow | undefined> {
  const rows = await db.select().from(staffUsers).where(sql`lower(${staffUsers.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return rows[0];
}

export async function findStaffById(db: DbOrTx, staffUserId: number): Promise<StaffUserRow | undefined> {
  const rows = await db.select().from(staffUsers).where(eq(staffUsers.staffUserId, staffUserId)).limit(1);
  return rows[0];
}

/** personalNumber: 12 digits, as BankID gives it. */
export async function findStaffByPersonalNumber(db: DbOrTx, personalNumber: string): Promise<StaffUserRow | undefined> {
  const rows = await db.select().from(staffUsers).where(eq(staffUsers.personalNumber, personalNumber)).limit(1);
  return rows[0];
}
