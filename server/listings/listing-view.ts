// A rental object as the API shows it: kronor and sv-SE texts, joined names, category lists, today's flags.
// The detail-only parts (images, properties, criteria, income types, queue figures) are resolved separately.
import { formatDay } from '../../src/rules/money';
import { formatArea, formatRent, isOpenForApplication, type Listing } from '../../src/rules/listings';
import type { District, Landlord, Region, RentalObject, RentalObjectCategory, RentalObjectImage } from '../graphql/__generated__/resolvers';
import type { RentalObjectCategoryRow, RentalObjectImageRow } from '../db/schema';
import type { RentalObjectSummaryRow } from './listings.repository';

/** Where the image route is mounted (the `cdn` of every image). */
export const IMAGE_BASE_PATH = '/mypages/api/images/';

/** Resolved by RentalObject's own field resolvers, only when asked for. */
export type LazyRentalObjectField = 'images' | 'properties' | 'adCriteria' | 'incomeTypes' | 'applicationCount' | 'firstQueuePlace';
export type RentalObjectView = Omit<RentalObject, LazyRentalObjectField | '__typename'> & Listing;

type CategoryList = 'boendeTyp' | 'bostadsTyp' | 'kontraktsTyp' | 'formedlingsTyp' | 'fastighetsStatus' | 'landlord';
export type CategoryIndex = Map<string, RentalObjectCategoryRow>;

export function categoryIndex(rows: RentalObjectCategoryRow[]): CategoryIndex {
  return new Map(rows.map((r) => [r.rentalObjectCategoryId, r]));
}

function listOf(ids: readonly string[], index: CategoryIndex, list: CategoryList): RentalObjectCategory[] {
  return ids
    .map((id) => index.get(id))
    .filter((c): c is RentalObjectCategoryRow => c?.list === list)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((c) => ({ rentalObjectCategoryId: c.rentalObjectCategoryId, name: c.name }));
}

export function regionView(r: { regionId: number; name: string }): Region {
  return { regionId: r.regionId, name: r.name };
}

export function districtView(d: { districtId: number; name: string; latitude: number; longitude: number; regionId: number; regionName: string }): District & { region: Region } {
  return { districtId: d.districtId, name: d.name, latitude: d.latitude, longitude: d.longitude, region: { regionId: d.regionId, name: d.regionName }, label: `${d.name}, ${d.regionName}` };
}

export function landlordView(l: { landlordId: number; name: string; logoImageId: string | null }): Landlord {
  return { landlordId: l.landlordId, name: l.name, logoImageId: l.logoImageId };
}

export function showingType(o: { showing: boolean; hasDigitalShowing: boolean }): string {
  if (o.showing && o.hasDigitalShowing) return 'Visning på plats och digital visning';
  if (o.hasDigitalShowing) return 'Digital visning';
  return o.showing ? 'Visning på plats' : 'Ingen visning';
}

export function rentalObjectView(row: RentalObjectSummaryRow, categories: CategoryIndex, today: string): RentalObjectView {
  const ids = row.categoryIds;
  return {
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
    district: districtView({
      districtId: row.districtId,
      name: row.districtName,
      latitude: row.districtLatitude,
      longitude: row.districtLongitude,
      regionId: row.regionId,
      regionName: row.regionName,
    }),
    landlord: landlordView({ landlordId: row.landlordId, name: row.landlordName, logoImageId: row.landlordLogoImageId }),
    boendeTyp: listOf(ids, categories, 'boendeTyp'),
    bostadsTyp: listOf(ids, categories, 'bostadsTyp'),
    kontraktsTyp: listOf(ids, categories, 'kontraktsTyp'),
    formedlingsTyp: listOf(ids, categories, 'formedlingsTyp'),
    fastighetsStatus: listOf(ids, categories, 'fastighetsStatus'),
    landlordCategories: listOf(row.landlordCategoryIds, categories, 'landlord'),
  };
}

export function imageView(row: RentalObjectImageRow): RentalObjectImage {
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
