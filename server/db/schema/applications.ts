// The applications area's table: interest registrations (intresseanmälningar).
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { applicants } from './account';
import { rentalObjects } from './listings';

/** Interest registrations (intresseanmälningar): one per applicant and object. The registration flow comes later. */
export const applications = pgTable(
  'applications',
  {
    applicationId: serial('application_id').primaryKey(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicants.applicantId, { onDelete: 'cascade' }),
    rentalObjectId: text('rental_object_id')
      .notNull()
      .references(() => rentalObjects.rentalObjectId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('applications_applicant_object_uq').on(t.applicantId, t.rentalObjectId), index('applications_object_idx').on(t.rentalObjectId)],
);
