// Links between a main applicant and a co-applicant.
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { applicants, coApplicantLinks } from '../db/schema';

export type CoApplicantLink = typeof coApplicantLinks.$inferSelect;

/** The link (pending or accepted) the applicant is part of, on either side. */
export async function findLinkOf(db: DbOrTx, applicantId: number): Promise<CoApplicantLink | undefined> {
  const rows = await db
    .select()
    .from(coApplicantLinks)
    .where(or(eq(coApplicantLinks.mainApplicantId, applicantId), eq(coApplicantLinks.coApplicantId, applicantId)))
    .limit(1);
  return rows[0];
}

export async function insertLink(db: DbOrTx, link: Omit<CoApplicantLink, 'coApplicantLinkId' | 'createdAt'>): Promise<void> {
  await db.insert(coApplicantLinks).values(link);
}

export async function acceptLink(db: DbOrTx, linkId: number): Promise<void> {
  await db.update(coApplicantLinks).set({ status: 'accepted' }).where(eq(coApplicantLinks.coApplicantLinkId, linkId));
}

export async function deleteLink(db: DbOrTx, linkId: number): Promise<void> {
  await db.delete(coApplicantLinks).where(eq(coApplicantLinks.coApplicantLinkId, linkId));
}

/** Locks both applicants' rows (in id order, so two requests cannot deadlock) for a pairing decision. */
export async function lockApplicants(db: DbOrTx, ids: number[]): Promise<void> {
  await db
    .select({ id: applicants.applicantId })
    .from(applicants)
    .where(inArray(applicants.applicantId, ids))
    .orderBy(asc(applicants.applicantId))
    .for('update');
}
