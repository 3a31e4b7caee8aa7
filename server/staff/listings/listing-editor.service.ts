// The back office's listing editor (issue 13): case handlers list every rental object (unpublished ones too), create
// and edit them with the shared schema (src/rules/listing-editor.ts), publish and unpublish them, and upload, order and
// remove their photos. Each change is one transaction with exactly one audit row; the listing version moves with it
// (a trigger), so the applicants' list, map and detail show the change at once.
import { randomUUID } from 'node:crypto';
import { addDays } from '../../../src/rules/calendar';
import {
  LANDLORD_INCOME_TYPES,
  LISTING_IMAGE_MEDIA_TYPES,
  listingEditorMessages as m,
  listingEditorProblems,
  listingEditorSchema,
  listingImageAltSchema,
  type ListingEditorValues,
} from '../../../src/rules/listing-editor';
import { stockholmDayClock } from '../../listings/day-clock';
import { IMAGE_BASE_PATH } from '../../listings/rental-object-view';
import type { Db } from '../../db/client';
import type { NewRentalObjectRow, RentalObjectImageRow, RentalObjectRow } from '../../db/schema';
import { ForbiddenError, hasStaffRole, type Actor, type StaffActor } from '../../domain/actor';
import { failure, type Outcome } from '../../domain/outcome';
import type { StoredUpload, UploadPipeline } from '../../documents/stored-upload';
import type { UploadForm } from '../../documents/upload-form';
import { writeAudit } from '../audit-log';
import {
  deleteImage,
  editorCatalog,
  findImageRow,
  findObject,
  imagesOfObject,
  insertImage,
  insertObject,
  lockObject,
  nextSortingOrder,
  setImageOrder,
  staffListingPage,
  updateObject,
  type StaffListingRow,
} from './listing-editor.repository';

export const STAFF_LISTINGS_PAGE_MAX = 100;
const IMAGE_KINDS = ['primary', 'other', 'layout', 'showing'] as const;
type ImageKind = (typeof IMAGE_KINDS)[number];

export interface StaffListingImageView {
  imageId: string;
  description: string;
  kind: ImageKind;
  sortingOrder: number;
  /** Where the applicants' pages load it (a stored photo as uploaded, a demo image drawn). */
  url: string;
  uploaded: boolean;
}

/** One object as the editor shows it: the schema's values (kronor) and its state. */
export type StaffListingView = ListingEditorValues & {
  rentalObjectId: string;
  published: boolean;
  /** Published and inside its publication period today: on the applicants' vacant homes list. */
  onApplicantList: boolean;
  images: StaffListingImageView[];
};

export interface StaffListingSummary extends Omit<StaffListingRow, 'rent' | 'createdAt'> {
  /** Kronor per month. */
  rent: number;
  onApplicantList: boolean;
}

const requireCaseHandler = (actor: Actor): StaffActor => {
  if (!hasStaffRole(actor, 'handlaggare')) throw new ForbiddenError();
  return actor;
};

const toKronor = (ore: number | null) => (ore == null ? null : ore / 100);
const toOre = (kronor: number | null) => (kronor == null ? null : Math.round(kronor * 100));

export function toImageEditorView(row: RentalObjectImageRow): StaffListingImageView {
  return {
    imageId: row.imageId,
    description: row.description,
    kind: row.kind,
    sortingOrder: row.sortingOrder,
    url: `${IMAGE_BASE_PATH}${encodeURIComponent(row.imageId)}?size=list`,
    uploaded: row.storageKey != null,
  };
}

/** The row's editable columns as the schema's values. */
export function editorValuesOf(row: RentalObjectRow): ListingEditorValues {
  return {
    street: row.street,
    zipcode: row.zipcode,
    city: row.city,
    objectNumber: row.objectNumber,
    apartmentNumber: row.apartmentNumber,
    districtId: row.districtId,
    landlordId: row.landlordId,
    rooms: row.rooms,
    roomsDescription: row.roomsDescription,
    area: row.area,
    rent: toKronor(row.rent)!,
    rentDescription: row.rentDescription,
    floor: row.floor,
    floorTotal: row.floorTotal,
    elevator: row.elevator,
    balcony: row.balcony,
    maxNumberOfPeople: row.maxNumberOfPeople,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    lastReplyDate: row.lastReplyDate,
    moveInDate: row.moveInDate,
    moveInEarlier: row.moveInEarlier,
    agencyFee: toKronor(row.agencyFee),
    showing: row.showing,
    hasDigitalShowing: row.hasDigitalShowing,
    showingIsMandatory: row.showingIsMandatory,
    showingText: row.showingText,
    openForApplication: row.openForApplication,
    keepQueueDate: row.keepQueueDate,
    queueTypeId: row.queueTypeId,
    queueDefault: row.queueDefault,
    queueTenant: row.queueTenant,
    queueTransfer: row.queueTransfer,
    canCalculateQueueplace: row.canCalculateQueueplace,
    categoryIds: row.categoryIds,
    incomeTypeIds: row.incomeTypes.map((t) => t.incomeTypeId).sort((a, b) => a - b),
    properties: [...row.properties]
      .sort((a, b) => a.ordinal - b.ordinal)
      .map((p) => ({ key: p.key, values: [...p.values].sort((a, b) => a.ordinal - b.ordinal).map((v) => v.value) })),
    criteria: {
      general: row.adCriteria.general.map((c) => ({ text: c.text, textLong: c.textLong })),
      income: row.adCriteria.income.map((c) => ({ text: c.text, textLong: c.textLong })),
      special: row.adCriteria.special.map((c) => ({ text: c.text, textLong: c.textLong })),
    },
  };
}

/** The schema's values as the row's columns (öre; the criteria as the applicants' detail page reads them). */
function columnsOf(v: ListingEditorValues): Omit<NewRentalObjectRow, 'rentalObjectId' | 'latitude' | 'longitude'> {
  const { rent, agencyFee, criteria, incomeTypeIds, properties, ...rest } = v;
  return {
    ...rest,
    rent: toOre(rent)!,
    agencyFee: toOre(agencyFee),
    adCriteria: criteria,
    incomeTypes: LANDLORD_INCOME_TYPES.filter((t) => incomeTypeIds.includes(t.incomeTypeId)).map((t) => ({ incomeTypeId: t.incomeTypeId, name: t.name })),
    properties: properties.map((p, i) => ({ key: p.key, ordinal: i + 1, values: p.values.map((value, j) => ({ value, type: 'text', ordinal: j + 1 })) })),
  };
}

/** The fields whose values differ, before and after (what the audit row keeps of an edit). */
function changes(before: ListingEditorValues, after: ListingEditorValues): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const out = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of Object.keys(after) as (keyof ListingEditorValues)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    out.before[key] = before[key];
    out.after[key] = after[key];
  }
  return out;
}

export class ListingEditorService {
  private readonly today: () => string;

  constructor(
    private readonly db: Db,
    private readonly uploads: UploadPipeline,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.today = stockholmDayClock(now);
  }

  private onApplicantList(o: { published: boolean; startDate: string; endDate: string }): boolean {
    const today = this.today();
    return o.published && o.startDate <= today && o.endDate >= today;
  }

  /** Every object, published or not, newest first, one page at a time; a search matches street, city or id. */
  async list(actor: Actor, args: { skip?: number | null; take?: number | null; search?: string | null }): Promise<{ items: StaffListingSummary[]; totalCount: number }> {
    requireCaseHandler(actor);
    const skip = Math.max(0, Math.trunc(args.skip ?? 0));
    const take = Math.min(STAFF_LISTINGS_PAGE_MAX, Math.max(0, Math.trunc(args.take ?? 25)));
    const search = args.search?.trim().slice(0, 100) || null;
    const { rows, total } = await staffListingPage(this.db, { skip, take, search });
    return {
      totalCount: total,
      items: rows.map(({ createdAt: _c, rent, ...r }) => ({ ...r, rent: rent / 100, onApplicantList: this.onApplicantList(r) })),
    };
  }

  /** One object for editing, or null when there is no such object. */
  async listing(actor: Actor, rentalObjectId: string): Promise<StaffListingView | null> {
    requireCaseHandler(actor);
    const row = await findObject(this.db, rentalObjectId);
    return row ? this.view(row) : null;
  }

  /** What the editor's selects offer, and a new object's suggested dates (published from today for two weeks). */
  async catalog(actor: Actor) {
    requireCaseHandler(actor);
    const c = await editorCatalog(this.db);
    const today = this.today();
    return {
      newStartDate: today,
      newEndDate: addDays(today, 14),
      newLastReplyDate: addDays(today, 10),
      districts: c.districts.map((d) => ({ districtId: d.districtId, label: `${d.name}, ${d.regionName}` })).sort((a, b) => a.label.localeCompare(b.label, 'sv')),
      landlords: [...c.landlords].sort((a, b) => a.name.localeCompare(b.name, 'sv')),
      categories: c.categories.map((x) => ({ rentalObjectCategoryId: x.rentalObjectCategoryId, name: x.name, list: x.list })),
    };
  }

  private async view(row: RentalObjectRow): Promise<StaffListingView> {
    const images = await imagesOfObject(this.db, row.rentalObjectId);
    return { ...editorValuesOf(row), rentalObjectId: row.rentalObjectId, published: row.published, onApplicantList: this.onApplicantList(row), images: images.map(toImageEditorView) };
  }

  /** The input checked by the shared schema and against the catalog (district, landlord and categories exist). */
  private async validate(input: unknown): Promise<Outcome<{ values: ListingEditorValues; position: { latitude: number; longitude: number } }>> {
    const parsed = listingEditorSchema.safeParse(input ?? {});
    const problems = parsed.success ? [] : listingEditorProblems(parsed.error.issues);
    const catalog = await editorCatalog(this.db);
    const district = parsed.success ? catalog.districts.find((d) => d.districtId === parsed.data.districtId) : undefined;
    if (parsed.success) {
      if (!district) problems.push({ code: 'districtId', text: m.district });
      if (!catalog.landlords.some((l) => l.landlordId === parsed.data.landlordId)) problems.push({ code: 'landlordId', text: m.landlord });
      const known = new Set(catalog.categories.map((c) => c.rentalObjectCategoryId));
      if (parsed.data.categoryIds.some((id) => !known.has(id))) problems.push({ code: 'categoryIds', text: m.categories });
    }
    if (!parsed.success || problems.length > 0 || !district) return failure(m.invalid, problems);
    return { ok: true, values: { ...parsed.data, categoryIds: [...new Set(parsed.data.categoryIds)] }, position: { latitude: district.latitude, longitude: district.longitude } };
  }

  /** A new object, unpublished until a case handler publishes it; placed on the map at its district's centre. */
  async create(actor: Actor, input: unknown): Promise<Outcome<{ listing: StaffListingView }>> {
    const staff = requireCaseHandler(actor);
    const checked = await this.validate(input);
    if (!checked.ok) return checked;
    const rentalObjectId = `RS${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
    const at = this.now();
    await this.db.transaction(async (tx) => {
      await insertObject(tx, { ...columnsOf(checked.values), ...checked.position, rentalObjectId, published: false, createdAt: at });
      await writeAudit(tx, staff, { action: 'LISTING_CREATE', applicantId: null, subject: `listing:${rentalObjectId}`, before: null, after: checked.values }, at);
    });
    return { ok: true, listing: (await this.listing(staff, rentalObjectId))! };
  }

  /** Saves every field of an existing object (its publication state stays as it is). */
  async update(actor: Actor, rentalObjectId: string, input: unknown): Promise<Outcome<{ listing: StaffListingView }>> {
    const staff = requireCaseHandler(actor);
    const checked = await this.validate(input);
    if (!checked.ok) return checked;
    const at = this.now();
    const found = await this.db.transaction(async (tx) => {
      const row = await lockObject(tx, rentalObjectId);
      if (!row) return false;
      const diff = changes(editorValuesOf(row), checked.values);
      if (Object.keys(diff.after).length === 0) return true;
      const position = row.districtId === checked.values.districtId ? {} : checked.position;
      await updateObject(tx, rentalObjectId, { ...columnsOf(checked.values), ...position });
      await writeAudit(tx, staff, { action: 'LISTING_UPDATE', applicantId: null, subject: `listing:${rentalObjectId}`, ...diff }, at);
      return true;
    });
    if (!found) return failure(m.notFound);
    return { ok: true, listing: (await this.listing(staff, rentalObjectId))! };
  }

  /** Publishes or unpublishes an object: on or off the applicants' list and detail at once. */
  async setPublished(actor: Actor, rentalObjectId: string, published: boolean): Promise<Outcome<{ listing: StaffListingView }>> {
    const staff = requireCaseHandler(actor);
    const at = this.now();
    const found = await this.db.transaction(async (tx) => {
      const row = await lockObject(tx, rentalObjectId);
      if (!row) return false;
      if (row.published === published) return true;
      await updateObject(tx, rentalObjectId, { published });
      const action = published ? 'LISTING_PUBLISH' : 'LISTING_UNPUBLISH';
      await writeAudit(tx, staff, { action, applicantId: null, subject: `listing:${rentalObjectId}`, before: { published: row.published }, after: { published } }, at);
      return true;
    });
    if (!found) return failure(m.notFound);
    return { ok: true, listing: (await this.listing(staff, rentalObjectId))! };
  }

  /**
   * A photo uploaded through the upload pipeline (checked by content, ≤ 10 MB), kept only when it is a jpg or png and
   * its alt text is given; it goes last in the object's order. A refused form leaves no file behind.
   */
  async addImage(actor: Actor, rentalObjectId: string, form: UploadForm): Promise<Outcome<{ document: StaffListingImageView }>> {
    const staff = requireCaseHandler(actor);
    return this.uploads.keepUnless(form.file, async () => {
      const file: StoredUpload | null = form.file;
      if (!file) return failure(m.imageType, [{ code: 'file', text: m.imageType }]);
      const problems = [];
      if (!(LISTING_IMAGE_MEDIA_TYPES as readonly string[]).includes(file.mediaType)) problems.push({ code: 'file', text: m.imageType });
      const alt = listingImageAltSchema.safeParse(form.fields.description);
      if (!alt.success) problems.push({ code: 'description', text: alt.error.issues[0]!.message });
      const kind = (IMAGE_KINDS as readonly string[]).includes(form.fields.kind ?? '') ? (form.fields.kind as ImageKind) : 'other';
      if (problems.length > 0 || !alt.success) return failure(problems[0]!.text, problems);
      const at = this.now();
      const image = await this.db.transaction(async (tx) => {
        if (!(await lockObject(tx, rentalObjectId))) return null;
        const row: RentalObjectImageRow = {
          imageId: `${rentalObjectId}-${randomUUID()}`,
          rentalObjectId,
          kind,
          description: alt.data,
          sortingOrder: await nextSortingOrder(tx, rentalObjectId),
          storageKey: file.key,
          mediaType: file.mediaType,
        };
        await insertImage(tx, row);
        const after = { imageId: row.imageId, description: row.description, kind, mediaType: file.mediaType, size: file.size };
        await writeAudit(tx, staff, { action: 'LISTING_IMAGE_ADD', applicantId: null, subject: `listing:${rentalObjectId}`, before: null, after }, at);
        return row;
      });
      return image ? { ok: true as const, document: toImageEditorView(image) } : failure(m.notFound);
    });
  }

  /** Removes an image: its row first, then its stored file (a failure leaves the file to the orphan cleanup). */
  async removeImage(actor: Actor, imageId: string): Promise<Outcome<{ listing: StaffListingView }>> {
    const staff = requireCaseHandler(actor);
    const at = this.now();
    const removed = await this.db.transaction(async (tx) => {
      const row = await findImageRow(tx, imageId);
      if (!row || !(await lockObject(tx, row.rentalObjectId))) return null;
      await deleteImage(tx, imageId);
      const before = { imageId, description: row.description, kind: row.kind, sortingOrder: row.sortingOrder };
      await writeAudit(tx, staff, { action: 'LISTING_IMAGE_REMOVE', applicantId: null, subject: `listing:${row.rentalObjectId}`, before, after: null }, at);
      return row;
    });
    if (!removed) return failure(m.notFound);
    if (removed.storageKey) await this.uploads.storage.delete(removed.storageKey).catch(() => {});
    return { ok: true, listing: (await this.listing(staff, removed.rentalObjectId))! };
  }

  /** Puts the object's images in the given order (each of its images exactly once). */
  async orderImages(actor: Actor, rentalObjectId: string, imageIds: readonly string[]): Promise<Outcome<{ listing: StaffListingView }>> {
    const staff = requireCaseHandler(actor);
    const at = this.now();
    const outcome = await this.db.transaction(async (tx) => {
      if (!(await lockObject(tx, rentalObjectId))) return failure(m.notFound);
      const current = (await imagesOfObject(tx, rentalObjectId)).map((i) => i.imageId);
      const same = imageIds.length === current.length && new Set(imageIds).size === current.length && imageIds.every((id) => current.includes(id));
      if (!same) return failure(m.imageOrder, [{ code: 'imageIds', text: m.imageOrder }]);
      if (current.every((id, i) => imageIds[i] === id)) return { ok: true as const };
      await setImageOrder(tx, rentalObjectId, imageIds);
      await writeAudit(tx, staff, { action: 'LISTING_IMAGES_ORDER', applicantId: null, subject: `listing:${rentalObjectId}`, before: current, after: imageIds }, at);
      return { ok: true as const };
    });
    if (!outcome.ok) return outcome;
    return { ok: true, listing: (await this.listing(staff, rentalObjectId))! };
  }
}
