// The listings area's tables: vacant homes (spec 001 §3) with their regions, districts, categories, landlords,
// projects and images.
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const regions = pgTable('regions', {
  regionId: integer('region_id').primaryKey(),
  name: text('name').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    districtId: integer('district_id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.regionId),
    name: text('name').notNull(),
    /** The district's centre, for the map. */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** What the agency writes about the area (the rental object's siteDescription). */
    description: text('description'),
  },
  (t) => [index('districts_region_idx').on(t.regionId)],
);

/** The agency's category vocabulary: the five lists of a rental object and the landlord categories. */
export const rentalObjectCategories = pgTable('rental_object_categories', {
  rentalObjectCategoryId: text('rental_object_category_id').primaryKey(),
  list: text('list', { enum: ['boendeTyp', 'bostadsTyp', 'kontraktsTyp', 'formedlingsTyp', 'fastighetsStatus', 'landlord'] }).notNull(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const landlords = pgTable('landlords', {
  landlordId: integer('landlord_id').primaryKey(),
  name: text('name').notNull(),
  /** An image id the image route draws (the landlord's logo). */
  logoImageId: text('logo_image_id'),
  /** Ids of rental_object_categories with list = 'landlord'. */
  categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
});

export const projects = pgTable('projects', {
  projectId: integer('project_id').primaryKey(),
  name: text('name').notNull(),
  landlordId: integer('landlord_id')
    .notNull()
    .references(() => landlords.landlordId),
  description: text('description'),
});

export interface RentalObjectPropertyJson {
  key: string;
  ordinal: number;
  values: { value: string; type: string; ordinal: number }[];
}
export interface AdCriterionJson {
  text: string;
  textLong: string | null;
}
export interface AdCriteriaJson {
  general: AdCriterionJson[];
  income: AdCriterionJson[];
  special: AdCriterionJson[];
}

/** Rental objects (spec 001 §3). Rent and agency fee in öre. Published from startDate through endDate. */
export const rentalObjects = pgTable(
  'rental_objects',
  {
    rentalObjectId: text('rental_object_id').primaryKey(),
    objectNumber: text('object_number').notNull(),
    apartmentNumber: text('apartment_number').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    zipcode: text('zipcode').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    posSystem: text('pos_system').notNull().default('WGS84'),
    description: text('description'),
    rooms: integer('rooms').notNull(),
    roomsDescription: text('rooms_description').notNull(),
    floor: integer('floor'),
    floorTotal: integer('floor_total'),
    rent: integer('rent').notNull(),
    rentDescription: text('rent_description'),
    rentCurrency: text('rent_currency').notNull().default('SEK'),
    area: doublePrecision('area').notNull(),
    maxNumberOfPeople: integer('max_number_of_people'),
    elevator: boolean('elevator').notNull().default(false),
    balcony: boolean('balcony').notNull().default(false),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    moveInDate: date('move_in_date'),
    moveInEarlier: boolean('move_in_earlier').notNull().default(false),
    showing: boolean('showing').notNull().default(true),
    hasDigitalShowing: boolean('has_digital_showing').notNull().default(false),
    showingIsMandatory: boolean('showing_is_mandatory').notNull().default(false),
    showingText: text('showing_text'),
    lastReplyDate: date('last_reply_date').notNull(),
    /** False when the landlord has closed the object for interest registrations before its last reply date. */
    openForApplication: boolean('open_for_application').notNull().default(true),
    keepQueueDate: boolean('keep_queue_date').notNull().default(false),
    projectId: integer('project_id').references(() => projects.projectId),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.districtId),
    landlordId: integer('landlord_id')
      .notNull()
      .references(() => landlords.landlordId),
    queueTypeId: integer('queue_type_id').notNull().default(1),
    queueDefault: boolean('queue_default').notNull().default(true),
    queueTenant: boolean('queue_tenant').notNull().default(false),
    queueTransfer: boolean('queue_transfer').notNull().default(false),
    canCalculateQueueplace: boolean('can_calculate_queueplace').notNull().default(true),
    agencyFee: integer('agency_fee'),
    agencyFeeCurrency: text('agency_fee_currency').notNull().default('SEK'),
    /** Ids of rental_object_categories (every list but the landlord's). */
    categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
    properties: jsonb('properties').$type<RentalObjectPropertyJson[]>().notNull().default([]),
    adCriteria: jsonb('ad_criteria').$type<AdCriteriaJson>().notNull().default({ general: [], income: [], special: [] }),
    incomeTypes: jsonb('income_types').$type<{ incomeTypeId: number; name: string }[]>().notNull().default([]),
    /**
     * Set and cleared by the case handlers (the back office's listing editor). Only a published object between its
     * start and end dates is on the applicants' list; an unpublished one is not found at all. A new object starts
     * unpublished; the seeded and imported ones are published.
     */
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('rental_objects_published_idx').on(t.startDate, t.endDate),
    index('rental_objects_district_idx').on(t.districtId),
    index('rental_objects_landlord_idx').on(t.landlordId),
    // One index per sort key of the list (src/rules/listings.ts), each ending in the id tie-break in byte order, so a
    // page is read in order and the scan stops after it; the category filters use the GIN index.
    index('rental_objects_sort_start_idx').on(t.startDate.desc(), sql`${t.rentalObjectId} collate "C"`),
    index('rental_objects_sort_last_reply_idx').on(t.lastReplyDate, sql`${t.rentalObjectId} collate "C"`),
    index('rental_objects_sort_move_in_idx').on(t.moveInDate.asc().nullsLast(), sql`${t.rentalObjectId} collate "C"`),
    index('rental_objects_sort_rent_idx').on(t.rent, sql`${t.rentalObjectId} collate "C"`),
    index('rental_objects_sort_rent_desc_idx').on(t.rent.desc(), sql`${t.rentalObjectId} collate "C"`),
    index('rental_objects_sort_area_desc_idx').on(t.area.desc(), sql`${t.rentalObjectId} collate "C"`),
    index('rental_objects_sort_rooms_desc_idx').on(t.rooms.desc(), sql`${t.rentalObjectId} collate "C"`),
    index('rental_objects_categories_idx').using('gin', t.categoryIds),
  ],
);

/**
 * Images of rental objects (GET /mypages/api/images/:imageId): an uploaded photo (jpg or png in the file storage under
 * storageKey, from the back office's listing editor) or, without a key, a demo image the server draws.
 */
export const rentalObjectImages = pgTable(
  'rental_object_images',
  {
    imageId: text('image_id').primaryKey(),
    rentalObjectId: text('rental_object_id')
      .notNull()
      .references(() => rentalObjects.rentalObjectId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['primary', 'other', 'layout', 'showing'] }).notNull(),
    description: text('description').notNull(),
    sortingOrder: integer('sorting_order').notNull(),
    /** The uploaded file's key in the file storage; null for a drawn demo image. */
    storageKey: text('storage_key'),
    /** image/jpeg or image/png, decided from the uploaded file's content. */
    mediaType: text('media_type'),
  },
  (t) => [index('rental_object_images_object_idx').on(t.rentalObjectId, t.sortingOrder)],
);

export type RegionRow = typeof regions.$inferSelect;
export type DistrictRow = typeof districts.$inferSelect;
export type LandlordRow = typeof landlords.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type RentalObjectCategoryRow = typeof rentalObjectCategories.$inferSelect;
export type RentalObjectRow = typeof rentalObjects.$inferSelect;
export type NewRentalObjectRow = typeof rentalObjects.$inferInsert;
export type RentalObjectImageRow = typeof rentalObjectImages.$inferSelect;
