// The outbox table behind the default mail transport.
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox, type MailAttachment, type MailRow } from '../../db/schema';

export async function insertMail(
  db: DbOrTx,
  mail: { to: string; from: string; subject: string; text: string; html: string | null; attachments?: MailAttachment[] },
): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}

export async function listMail(db: DbOrTx, filter: { to?: string; limit?: number } = {}): Promise<MailRow[]> {
  const q = db.select().from(mailOutbox);
  const where = filter.to ? eq(sql`lower(${mailOutbox.to})`, filter.to.toLowerCase()) : undefined;
  return (where ? q.where(where) : q).orderBy(desc(mailOutbox.mailId)).limit(filter.limit ?? 100);
}
