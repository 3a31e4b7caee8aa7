// Uploaded files and their review status.
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { documents } from '../db/schema';

export type NewDocument = typeof documents.$inferInsert;

export async function insertDocument(db: DbOrTx, doc: NewDocument): Promise<number> {
  const [row] = await db.insert(documents).values(doc).returning({ id: documents.documentId });
  if (!row) throw new Error('insert into documents returned nothing');
  return row.id;
}

/** The reason given with the applicant's newest rejected identity document (archived ones included), or null. */
export async function latestIdDocumentRejection(db: DbOrTx, applicantId: number): Promise<string | null> {
  const rows = await db
    .select({ reason: documents.disapprovalReason })
    .from(documents)
    .where(and(eq(documents.applicantId, applicantId), eq(documents.documentType, 'IDENTIFICATION'), eq(documents.documentStatus, 'REJECTED')))
    .orderBy(desc(documents.created), desc(documents.documentId))
    .limit(1);
  return rows[0]?.reason ?? null;
}
