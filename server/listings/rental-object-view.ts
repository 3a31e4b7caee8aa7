// A rental object as the listings area shows it: kronor and sv-SE texts, joined names, category lists, today's flags.
// The detail-only parts (images, properties, criteria, income types, queue figures) are read separately.
// The area's own types: server/graphql maps them onto the schema's (server/graphql/mappers/listings.ts).
import { formatDay } from '../../src/rules/money';
import { formatArea, formatRent, isOpenForApplication, type Listing } from '../../src/rules/listings';
import type { RentalObjectCategoryRow, RentalObjectImageRow } from '../db/schema';
import type { RentalObjectSummaryRow } from './listings.repository';

/**
 * Whether applicants may open the object on `today`: published by the case handlers and its publication started (it
 * stays open after its end date, for those who follow an old link). An unpublished object is not found at all.
 */
export const isShownOn = (o: { published: boolean; startDate: string }, today: string): boolean => o.published && o.startDate <= today;

/** Where the image route is mounted (the `cdn` of every image). */
export const IMAGE_BASE_PATH = '/mypages/api/images/';

export interface CategoryView {
  rentalObjectCategoryId: string;
  name: string;
}

export interface RegionView {
  regionId: number;
  name: string;
}

export interface DistrictView {
  districtId: number;
  name: string;
  latitude: number;
  longitude: number;
  region: RegionView;
  /** "District, Region": what the filter shows. */
  label: string;
}

export interface LandlordView {
  landlordId: number;
  name: string;
  logoImageId: string | null;
}

export type ImageKind = RentalObjectImageRow['kind'];

export interface ImageView {
  imageId: string;
  description: string;
  cdn: string;
  sortingOrder: number;
  kind: ImageKind;
  listUrl: string;
  galleryUrl: string;
}

/** Everything of an object but its detail-only parts, which are read only when asked for. */
export type RentalObjectView = ReturnType<typeof toRentalObjectView>;

type CategoryList = 'boendeTyp' | 'bostadsTyp' | 'kontraktsTyp' | 'formedlingsTyp' | 'fastighetsStatus' | 'landlord';
export type CategoryIndex = Map<string, RentalObjectCategoryRow>;

export function categoryIndex(rows: RentalObjectCategoryRow[]): CategoryIndex {
  return new Map(rows.map((r) => [r.rentalObjectCategoryId, r]));
}

function listOf(ids: readonly string[], index: CategoryIndex, list: CategoryList): CategoryView[] {
  return ids
    .map((id) => index.get(id))
    .filter((c): c is RentalObjectCategoryRow => c?.list === list)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((c) => ({ rentalObjectCategoryId: c.rentalObjectCategoryId, name: c.name }));
}

export function toRegionView(r: { regionId: number; name: string }): RegionView {
  return { regionId: r.regionId, name: r.name };
}

export function toDistrictView(d: { districtId: number; name: string; latitude: number; longitude: number; regionId: number; regionName: string }): DistrictView {
  return { districtId: d.districtId, name: d.name, latitude: d.latitude, longitude: d.longitude, region: { regionId: d.regionId, name: d.regionName }, label: `${d.name}, ${d.regionName}` };
}

export function toLandlordView(l: { landlordId: number; name: string; logoImageId: string | null }): LandlordView {
  return { landlordId: l.landlordId, name: l.name, logoImageId: l.logoImageId };
}

export function showingType(o: { showing: boolean; hasDigitalShowing: boolean }): string {
  if (o.showing && o.hasDigitalShowing) return 'Visning på plats och digital visning';
  if (o.hasDigitalShowing) return 'Digital visning';
  return o.showing ? 'Visning på plats' : 'Ingen visning';
}

export function toRentalObjectView(row: RentalObjectSummaryRow, categories: CategoryIndex, today: string) {
  const ids = row.categoryIds;
  const view = {
    rentalObjectId: row.rentalObjectId,
    objectNumber: row.objectNumber,
    apartmentNumber: row.apartmentNumber,
    street: row.street,
    city: row.city,
    zipcode: row.zipcode,
    latitude: row.latitude,
    longitude: row.longitude,
    posSystem: row.posSystem,
    description: row.description,
    rooms: row.rooms,
    roomsDescription: row.roomsDescription,
    floor: row.floor,
    floorTotal: row.floorTotal,
    rent: row.rent / 100,
    rentFormated: formatRent(row.rent),
    rentDescription: row.rentDescription,
    rentCurrency: row.rentCurrency,
    area: row.area,
    areaFormated: formatArea(row.area),
    maxNumberOfPeople: row.maxNumberOfPeople,
    elevator: row.elevator,
    balcony: row.balcony,
    startDate: row.startDate,
    startDateFormated: formatDay(row.startDate) ?? '',
    endDate: row.endDate,
    endDateFormated: formatDay(row.endDate) ?? '',
    moveInDate: row.moveInDate,
    moveInDateFormated: formatDay(row.moveInDate),
    moveInEarlier: row.moveInEarlier,
    showing: row.showing,
    showingType: showingType(row),
    hasDigitalShowing: row.hasDigitalShowing,
    showingIsMandatory: row.showingIsMandatory,
    showingText: row.showingText,
    lastReplyDate: row.lastReplyDate,
    isOpenForApplication: isOpenForApplication(row, today),
    applicationTimeExpired: row.lastReplyDate < today,
    keepQueueDate: row.keepQueueDate,
    projectId: row.projectId,
    projectName: row.projectName,
    districtName: row.districtName,
    regionName: row.regionName,
    queueTypeId: row.queueTypeId,
    queueDefault: row.queueDefault,
    queueTenant: row.queueTenant,
    queueTransfer: row.queueTransfer,
    siteDescription: row.siteDescription,
    canCalculateQueueplace: row.canCalculateQueueplace,
    agencyFee: row.agencyFee == null ? null : { currency: row.agencyFeeCurrency, value: row.agencyFee / 100 },
    district: toDistrictView({
      districtId: row.districtId,
      name: row.districtName,
      latitude: row.districtLatitude,
      longitude: row.districtLongitude,
      regionId: row.regionId,
      regionName: row.regionName,
    }),
    landlord: toLandlordView({ landlordId: row.landlordId, name: row.landlordName, logoImageId: row.landlordLogoImageId }),
    boendeTyp: listOf(ids, categories, 'boendeTyp'),
    bostadsTyp: listOf(ids, categories, 'bostadsTyp'),
    kontraktsTyp: listOf(ids, categories, 'kontraktsTyp'),
    formedlingsTyp: listOf(ids, categories, 'formedlingsTyp'),
    fastighetsStatus: listOf(ids, categories, 'fastighetsStatus'),
    landlordCategories: listOf(row.landlordCategoryIds, categories, 'landlord'),
  };
  // The list page's rules (src/rules/listings.ts) work on the same object the API sends.
  return view satisfies Listing;
}

export function toImageView(row: RentalObjectImageRow): ImageView {
  return {
    imageId: row.imageId,
    description: row.description,
    cdn: IMAGE_BASE_PATH,
    sortingOrder: row.sortingOrder,
    kind: row.kind,
    listUrl: `${IMAGE_BASE_PATH}${encodeURIComponent(row.imageId)}?size=list`,
    galleryUrl: `${IMAGE_BASE_PATH}${encodeURIComponent(row.imageId)}?size=gallery`,
  };
}
