// Test data for the detail and digital viewing pages: a getRentalObject answer shaped like the server's (with
// __typename, so the normalised cache stores it as in the app).
import { GetDigitalShowingAccessDocument, GetEstimatedQueuePlaceDocument, GetRentalObjectDocument } from '../../../graphql/__generated__/hooks';
import type { RentalObjectDetail } from './rentalObjectView';

const envelope = { error: false, errorText: null, validationErrors: [] };

type Kind = 'primary' | 'other' | 'layout' | 'showing';
export const testImage = (n: number, kind: Kind, description: string) => ({
  __typename: 'RentalObjectImage' as const,
  imageId: `RO00042-${n}`,
  description,
  cdn: '/mypages/api/images/',
  sortingOrder: n,
  kind,
  listUrl: `/mypages/api/images/RO00042-${n}?size=list`,
  galleryUrl: `/mypages/api/images/RO00042-${n}?size=gallery`,
});

const category = (rentalObjectCategoryId: string, name: string) => ({ __typename: 'RentalObjectCategory' as const, rentalObjectCategoryId, name });

export function testRentalObject(overrides: Partial<RentalObjectDetail> = {}): RentalObjectDetail {
  return {
    __typename: 'RentalObject',
    rentalObjectId: 'RO00042',
    objectNumber: '3-306-00042',
    apartmentNumber: '1203',
    posSystem: 'WGS84',
    description: 'Ljus trea på 74 m² i Gränby.',
    roomsDescription: '3 rum och kök',
    floorTotal: 4,
    rentDescription: 'I hyran ingår värme och vatten.',
    rentCurrency: 'SEK',
    maxNumberOfPeople: 5,
    startDateFormated: '2026-11-10',
    endDate: '2026-12-20',
    endDateFormated: '2026-12-20',
    moveInEarlier: false,
    showing: true,
    showingType: 'Digital visning och visning på plats',
    hasDigitalShowing: true,
    showingIsMandatory: false,
    showingText: 'Se den digitala visningen med film och planritning.',
    keepQueueDate: false,
    projectId: null,
    projectName: 'Gränby Park',
    queueTypeId: 1,
    queueDefault: true,
    queueTenant: false,
    queueTransfer: false,
    firstQueuePlace: '2015-03-01',
    siteDescription: null,
    canCalculateQueueplace: true,
    street: 'Gränbygatan 12',
    city: 'Uppsala',
    zipcode: '754 44',
    latitude: 59.87,
    longitude: 17.67,
    rooms: 3,
    area: 74,
    areaFormated: '74 m²',
    rent: 8500,
    rentFormated: '8 500 kr/mån',
    floor: 2,
    balcony: true,
    elevator: false,
    isOpenForApplication: true,
    applicationTimeExpired: false,
    startDate: '2026-11-10',
    lastReplyDate: '2026-11-30',
    moveInDate: '2027-01-01',
    moveInDateFormated: '2027-01-01',
    applicationCount: 12,
    districtName: 'Gränby',
    regionName: 'Uppsala norr',
    agencyFee: { __typename: 'AgencyFee', currency: 'SEK', value: 305 },
    landlord: { __typename: 'Landlord', landlordId: 3, logoImageId: null, name: 'Uppsalahem' },
    allImages: [
      testImage(1, 'primary', 'Fasad, Gränbygatan 12'),
      testImage(2, 'other', 'Vardagsrum'),
      testImage(3, 'other', 'Kök'),
      testImage(4, 'layout', 'Planritning, 3 rum och kök, 74 m²'),
      testImage(5, 'showing', 'Digital visning: kök'),
    ],
    properties: [
      { __typename: 'RentalObjectProperty', key: 'Tvätt', ordinal: 2, values: [{ __typename: 'RentalObjectPropertyValue', value: 'Tvättstuga i huset', type: 'text', ordinal: 1 }] },
      {
        __typename: 'RentalObjectProperty',
        key: 'Kök',
        ordinal: 1,
        values: [
          { __typename: 'RentalObjectPropertyValue', value: 'Kyl och frys', type: 'text', ordinal: 2 },
          { __typename: 'RentalObjectPropertyValue', value: 'Diskmaskin', type: 'text', ordinal: 1 },
        ],
      },
    ],
    adCriteria: {
      __typename: 'AdCriteria',
      general: [
        { __typename: 'AdCriterion', text: 'Inga betalningsanmärkningar', textLong: 'Du får inte ha betalningsanmärkningar de senaste tre åren.' },
        { __typename: 'AdCriterion', text: 'Goda referenser', textLong: null },
      ],
      income: [{ __typename: 'AdCriterion', text: 'Inkomst minst 3 gånger hyran', textLong: 'Hushållets inkomst före skatt ska vara minst 3 gånger hyran.' }],
      special: [],
    },
    incomeTypes: [
      { __typename: 'RentalObjectIncomeType', incomeTypeId: 1, name: 'Lön' },
      { __typename: 'RentalObjectIncomeType', incomeTypeId: 3, name: 'Studiemedel' },
    ],
    landlordCategories: [],
    district: { __typename: 'District', districtId: 306, name: 'Gränby', region: { __typename: 'Region', regionId: 1, name: 'Uppsala norr' } },
    images: [{ __typename: 'RentalObjectImage', imageId: 'RO00042-1', description: 'Fasad, Gränbygatan 12', listUrl: '/mypages/api/images/RO00042-1?size=list' }],
    boendeTyp: [category('VANLIG', 'Vanlig hyresrätt')],
    bostadsTyp: [category('LAGENHET', 'Lägenhet')],
    kontraktsTyp: [category('FORSTAHAND', 'Förstahandskontrakt')],
    formedlingsTyp: [category('KO', 'Kötid')],
    fastighetsStatus: [category('BEFINTLIG', 'Befintligt bestånd')],
    ...overrides,
  } as RentalObjectDetail;
}

export const rentalObjectMock = (rentalObject: RentalObjectDetail | null, errorText: string | null = null) => ({
  request: { query: GetRentalObjectDocument, variables: { rentalObjectId: rentalObject?.rentalObjectId ?? 'RO99999' } },
  result: {
    data: {
      getRentalObject: { __typename: 'RentalObjectResult', ...envelope, error: errorText !== null, errorText, rentalObject },
    },
  },
});

export const queuePlaceMock = (place: { estimatedQueuePlace: number | null; totalApplications: number; hasApplication: boolean; queuePlaceReason?: string | null }, rentalObjectId = 'RO00042') => ({
  request: { query: GetEstimatedQueuePlaceDocument, variables: { rentalObjectId } },
  result: {
    data: {
      getEstimatedQueuePlace: { __typename: 'EstimatedQueuePlaceResult', ...envelope, estimatedQueuePlace: { __typename: 'EstimatedQueuePlace', queuePlaceReason: null, ...place } },
    },
  },
});

export const digitalShowingMock = (
  access: { access: boolean; reason: string | null; showingText: string | null; images: ReturnType<typeof testImage>[] },
  rentalObjectId = 'RO00042',
) => ({
  request: { query: GetDigitalShowingAccessDocument, variables: { rentalObjectId } },
  result: {
    data: {
      getDigitalShowingAccess: {
        __typename: 'DigitalShowingAccessResult',
        ...envelope,
        digitalShowingAccess: {
          __typename: 'DigitalShowingAccess',
          ...access,
          images: access.images.map(({ cdn: _cdn, ...image }) => image),
        },
      },
    },
  },
});
