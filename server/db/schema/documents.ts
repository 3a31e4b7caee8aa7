// The documents area's table: files applicants upload.
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { applicants } from './account';

/** Files applicants upload (identity documents now; certificates and other documents later). */
export const documents = pgTable(
  'documents',
  {
    documentId: serial('document_id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    documentType: text('document_type', { enum: ['IDENTIFICATION', 'OTHER'] }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    documentStatus: text('document_status', { enum: ['RECEIVED', 'APPROVED', 'REJECTED'] }).notNull().default('RECEIVED'),
    disapprovalReason: text('disapproval_reason'),
    archived: boolean('archived').notNull().default(false),
    created: createdAt(),
  },
  (t) => [index('documents_applicant_idx').on(t.applicantId)],
);
