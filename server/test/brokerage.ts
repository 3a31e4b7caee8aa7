// Test helpers for the brokerage: queue applicants, their registrations on a home, the case handler, and the
// applicant's own answers (saveShowing and saveAnswer's steps, taken directly through applyEvent).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applicants, applicationEvents, applications, staffUsers, type NewRentalObjectRow } from '../db/schema';
import { scenarios } from '../db/seed/scenarios';
import type { StaffActor } from '../domain/actor';
import { APPLICANT_STATUSES } from '../domain/applicant-status';
import type { ApplicationEvent } from '../domain/application-stages';
import { applyEvent } from '../applications/apply-event';
import { insertRegistration } from '../applications/applications.repository';
import { insertTestObject } from '../listings/testing';

export async function caseHandler(db: Db): Promise<StaffActor> {
  const [karin] = await db.select({ id: staffUsers.staffUserId }).from(staffUsers).where(eq(staffUsers.email, scenarios.caseHandler.email));
  return { kind: 'staff', staffUserId: karin!.id, role: 'handlaggare', sessionId: '' };
}

let serial = 0;

/** The applicants' numbers start again for each test file (server/test/per-file-setup.ts), as the homes' do. */
export function restartQueueApplicantNumbers(): void {
  serial = 0;
}

/** `count` paying queue applicants; the i-th has the i-th queue date of `queueDates` (so the expected order is known). */
export async function queueApplicants(db: Db, queueDates: readonly string[], extra: Partial<typeof applicants.$inferInsert> = {}): Promise<number[]> {
  const rows = await db
    .insert(applicants)
    .values(
      queueDates.map((queueDate) => {
        const n = ++serial;
        return {
          firstName: 'Sökande',
          lastName: `Nr ${n}`,
          email: `sokande.${n}.${process.pid}@example.se`,
          queueDate,
          hasPaid: true,
          accountType: 'QUEUE_ACCOUNT' as const,
          applicantStatusId: APPLICANT_STATUSES.QUEUE.applicantStatusId,
          ...extra,
        };
      }),
    )
    .returning({ id: applicants.applicantId });
  return rows.map((r) => r.id);
}

/** A home open from `today` whose interest period ends `lastReplyDate`, and the given applicants registered on it at `at`. */
export async function homeWithRegistrations(db: Db, today: string, lastReplyDate: string, applicantIds: readonly number[], at: Date, overrides: Partial<NewRentalObjectRow> = {}) {
  const home = await insertTestObject(db, today, { lastReplyDate, agencyFee: null, ...overrides });
  const ids = await register(db, home.rentalObjectId, applicantIds, at);
  return { home, rentalObjectId: home.rentalObjectId, applicationIds: ids };
}

export async function register(db: Db, rentalObjectId: string, applicantIds: readonly number[], at: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const applicantId of applicantIds) {
    const { row } = await db.transaction((tx) =>
      insertRegistration(
        tx,
        { applicantId, rentalObjectId, coApplicantId: null, showingConfirm: true, coApplicantConfirm: false, moveInDateConfirm: true, shortTimeConfirm: false },
        `applicant:${applicantId}`,
        at,
      ),
    );
    ids.push(row.applicationId);
  }
  return ids;
}

/** The applicant's own step (a showing answer, accepting or declining an offer), as saveShowing and saveAnswer take it. */
export async function applicantStep(db: Db, applicationId: number, event: ApplicationEvent, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ applicantId: applications.applicantId }).from(applications).where(eq(applications.applicationId, applicationId));
    return applyEvent(tx, applicationId, event, `applicant:${row!.applicantId}`, now);
  });
}

export async function registration(db: Db, applicationId: number) {
  const [row] = await db.select().from(applications).where(eq(applications.applicationId, applicationId));
  return row!;
}

export async function historyOf(db: Db, applicationId: number) {
  return db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId)).orderBy(asc(applicationEvents.eventId));
}

export async function eventsOfType(db: Db, rentalObjectId: string, type: string) {
  return db.select().from(applicationEvents).where(and(eq(applicationEvents.rentalObjectId, rentalObjectId), eq(applicationEvents.type, type)));
}
