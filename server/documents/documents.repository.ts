// Uploaded files and their review status.
import type { DbOrTx } from '../db/client';
import { documents } from '../db/schema';

export type NewDocument = typeof documents.$inferInsert;

export async function insertDocument(db: DbOrTx, doc: NewDocument): Promise<number> {
  const [row] = await db.insert(documents).values(doc).returning({ id: documents.documentId });
  if (!row) throw new Error('insert into documents returned nothing');
  return row.id;
}
