// The profile area's tables: the questionnaires' saved answers (spec 001 §3 Housing, Capital, Debt, Student, Misc,
// tenant reference, and the reduced income requirement). One row per applicant and questionnaire, written whole by
// each save with the time it was saved: a missing row means never answered, and the save time decides whether the
// answers are out of date (server/domain/profile-indicators.ts). Amounts are öre.
import { bigint, boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applicants } from './account';
import { landlords, regions } from './listings';

const applicantKey = () =>
  integer('applicant_id')
    .primaryKey()
    .references(() => applicants.applicantId, { onDelete: 'cascade' });
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull();
/** Up to 1 000 000 000 kr in öre: beyond an int4. */
const ore = (name: string) => bigint(name, { mode: 'number' });

/** Housing situation. The landlord's name and contact are null for an owner (landlord type NONE). */
export const profileHousing = pgTable('profile_housing', {
  applicantId: applicantKey(),
  /** A housing form of src/rules/profile/housing.ts (VILLA, RADHUS, PARHUS, KEDJEHUS, LAGENHET). */
  currentTypeId: text('current_type_id').notNull(),
  /** A landlord type (MUNICIPAL, PRIVATE, COOPERATIVE, PRIVATE_PERSON, NONE). */
  landlordTypeId: text('landlord_type_id').notNull(),
  landlordName: text('landlord_name'),
  landlordPhone: text('landlord_phone'),
  landlordEmail: text('landlord_email'),
  /** The first day of the move-in month. */
  moveInDate: date('move_in_date').notNull(),
  adults: integer('adults').notNull(),
  children: integer('children').notNull(),
  housingDescription: text('housing_description').notNull(),
  updatedAt: updatedAt(),
});

export const profileCapital = pgTable('profile_capital', {
  applicantId: applicantKey(),
  deposition: boolean('deposition').notNull(),
  depositionTotal: ore('deposition_total_ore'),
  capital: boolean('capital').notNull(),
  capitalTotal: ore('capital_total_ore'),
  guarantee: boolean('guarantee').notNull(),
  updatedAt: updatedAt(),
});

export const profileDebt = pgTable('profile_debt', {
  applicantId: applicantKey(),
  hasPaymentRemarks: boolean('has_payment_remarks').notNull(),
  paymentCount: integer('payment_count'),
  hasDebt: boolean('has_debt').notNull(),
  debt: ore('debt_ore'),
  debtRestructering: boolean('debt_restructering').notNull(),
  seizure: boolean('seizure').notNull(),
  updatedAt: updatedAt(),
});

export const profileStudent = pgTable('profile_student', {
  applicantId: applicantKey(),
  student: boolean('student').notNull(),
  /** UNIVERSITY, VOCATIONAL or OTHER; null when not studying. */
  typeOfEducation: text('type_of_education'),
  /** One of server/profile/study-locations.ts. */
  studyLocationId: integer('study_location_id'),
  newlyAdmitted: boolean('newly_admitted').notNull(),
  updatedAt: updatedAt(),
});

/** Social support (the spec's Misc). */
export const profileSupport = pgTable('profile_support', {
  applicantId: applicantKey(),
  support: boolean('support').notNull(),
  /** The municipality paying it. */
  regionId: integer('region_id').references(() => regions.regionId),
  updatedAt: updatedAt(),
});

/** The reduced income requirement: how the applicant meets a landlord's requirement their income does not. */
export const profileReducedIncome = pgTable('profile_reduced_income', {
  applicantId: applicantKey(),
  /** CAPITAL, DEPOSITION or GUARANTEE. */
  reducedIncomeRequirement: text('reduced_income_requirement').notNull(),
  capitalTotal: ore('capital_total_ore'),
  updatedAt: updatedAt(),
});

export const profileTenantReference = pgTable('profile_tenant_reference', {
  applicantId: applicantKey(),
  landlordReference: text('landlord_reference').notNull(),
  landlordId: integer('landlord_id').references(() => landlords.landlordId),
  updatedAt: updatedAt(),
});

export type ProfileHousingRow = typeof profileHousing.$inferSelect;
export type ProfileCapitalRow = typeof profileCapital.$inferSelect;
export type ProfileDebtRow = typeof profileDebt.$inferSelect;
export type ProfileStudentRow = typeof profileStudent.$inferSelect;
export type ProfileSupportRow = typeof profileSupport.$inferSelect;
export type ProfileReducedIncomeRow = typeof profileReducedIncome.$inferSelect;
export type ProfileTenantReferenceRow = typeof profileTenantReference.$inferSelect;
