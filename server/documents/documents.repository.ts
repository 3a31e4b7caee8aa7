// Uploaded files' rows (whose file, which key in the file storage, its review), and the queries the services need.
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { documents, regions } from '../db/schema';

export type NewDocument = typeof documents.$inferInsert;
export type DocumentRow = typeof documents.$inferSelect;
export type DocumentWithRegion = DocumentRow & { regionName: string | null };

export async function insertDocument(db: DbOrTx, doc: NewDocument): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(doc).returning();
  if (!row) throw new Error('insert into documents returned nothing');
  return row;
}

const withRegion = { document: documents, regionName: regions.name };
const flatten = (r: { document: DocumentRow; regionName: string | null }): DocumentWithRegion => ({ ...r.document, regionName: r.regionName });

/** An applicant's documents, newest first, archived ones included (the page shows them apart). */
export async function listDocuments(db: DbOrTx, applicantId: number): Promise<DocumentWithRegion[]> {
  const rows = await db
    .select(withRegion)
    .from(documents)
    .leftJoin(regions, eq(regions.regionId, documents.regionId))
    .where(eq(documents.applicantId, applicantId))
    .orderBy(desc(documents.created), desc(documents.documentId));
  return rows.map(flatten);
}

export async function findDocument(db: DbOrTx, documentId: number): Promise<DocumentWithRegion | null> {
  const [row] = await db.select(withRegion).from(documents).leftJoin(regions, eq(regions.regionId, documents.regionId)).where(eq(documents.documentId, documentId));
  return row ? flatten(row) : null;
}

/** Locks the row for a change (a review, a delete) so two of them cannot cross. */
export async function lockDocument(tx: DbOrTx, documentId: number): Promise<DocumentRow | null> {
  const [row] = await tx.select().from(documents).where(eq(documents.documentId, documentId)).for('update');
  return row ?? null;
}

export async function deleteDocumentRow(tx: DbOrTx, documentId: number): Promise<void> {
  await tx.delete(documents).where(eq(documents.documentId, documentId));
}

export async function updateDocument(tx: DbOrTx, documentId: number, patch: Partial<NewDocument>): Promise<DocumentRow> {
  const [row] = await tx.update(documents).set(patch).where(eq(documents.documentId, documentId)).returning();
  if (!row) throw new Error('update of documents returned nothing');
  return row;
}

export async function regionExists(db: DbOrTx, regionId: number): Promise<boolean> {
  return (await db.select({ id: regions.regionId }).from(regions).where(eq(regions.regionId, regionId))).length > 0;
}

/** Which of these storage keys a row names (the orphan cleanup deletes the others). */
export async function keysInUse(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: documents.storageKey }).from(documents).where(inArray(documents.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}
