// The documents area's table: files applicants upload. The bytes live in the file storage (server/storage) under
// storage_key, a fresh random key never derived from the file's name; this row says whose file it is and its review.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { applicants } from './account';
import { regions } from './listings';
import { staffUsers } from './staff';

export const DOCUMENT_TYPES = ['IDENTIFICATION', 'STUDY_CERTIFICATE', 'ECONOMIC_SUPPORT', 'OTHER'] as const;
export const DOCUMENT_STATUSES = ['RECEIVED', 'APPROVED', 'REJECTED'] as const;

/** Files applicants upload: identity documents, study certificates, economic-support decisions and others. */
export const documents = pgTable(
  'documents',
  {
    documentId: serial('document_id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }).notNull(),
    /** The file's name as the applicant's browser sent it: shown, never used as a path. */
    name: text('name').notNull(),
    description: text('description'),
    /** Decided from the file's content when it was uploaded. */
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** The municipality an economic-support decision comes from. */
    regionId: integer('region_id').references(() => regions.regionId),
    documentStatus: text('document_status', { enum: DOCUMENT_STATUSES }).notNull().default('RECEIVED'),
    disapprovalReason: text('disapproval_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedByStaffUserId: integer('reviewed_by_staff_user_id').references(() => staffUsers.staffUserId, { onDelete: 'set null' }),
    archived: boolean('archived').notNull().default(false),
    created: createdAt(),
  },
  (t) => [
    index('documents_applicant_idx').on(t.applicantId),
    // The review inbox (issue 15 at scale): the two waiting queues read in upload order; the rejected identity
    // documents to follow up, and whether a later one came (server/staff/review-inbox.repository.ts).
    index('documents_waiting_idx').on(t.created, t.documentId).where(sql`document_status = 'RECEIVED'`),
    index('documents_rejected_id_idx').on(t.applicantId).where(sql`document_type = 'IDENTIFICATION' and document_status = 'REJECTED'`),
    index('documents_id_by_applicant_idx').on(t.applicantId, t.created, t.documentId).where(sql`document_type = 'IDENTIFICATION'`),
  ],
);
