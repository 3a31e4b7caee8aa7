// Which GraphQL operations the listing response cache (listing-response-cache.ts) may answer from memory: queries for
// the public vacant-homes list or its map points that select only fields whose values follow from the published
// listings and the day. Those are read from the tables whose every change bumps the listing version (drizzle/0005:
// rental objects with their images and details, categories, districts, regions, landlords, projects); none of them
// reads the caller, so one answer is right for everyone and carries no personal data. Everything else goes to Yoga
// as before: interest counts (they follow applications, which do not bump the version), anything about the caller,
// introspection, any other operation. A field added to the schema is not cached until it is listed here.
import { BREAK, Kind, parse, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';

export const CACHEABLE_ROOT_FIELDS = ['getRentalObjectsAvailable', 'getRentalObjectPoints'] as const;

const RESULT = ['error', 'errorText', 'validationErrors'];

/** Type → the fields that may be answered from the cache (schema coordinates, checked against schema.graphql in a test). */
export const CACHEABLE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  Query: CACHEABLE_ROOT_FIELDS,
  Result: RESULT,
  RentalObjectsResult: [...RESULT, 'rentalObjects', 'totalCount'],
  RentalObjectPointsResult: [...RESULT, 'points'],
  RentalObjectPoints: ['rentalObjectIds', 'latitudes', 'longitudes', 'rents', 'rooms'],
  ValidationError: ['code', 'text'],
  // Not applicationCount nor firstQueuePlace: they count interest registrations.
  RentalObject: [
    'rentalObjectId', 'objectNumber', 'apartmentNumber', 'street', 'city', 'zipcode', 'latitude', 'longitude', 'posSystem', 'description',
    'rooms', 'roomsDescription', 'floor', 'floorTotal', 'rent', 'rentFormated', 'rentDescription', 'rentCurrency', 'area', 'areaFormated',
    'maxNumberOfPeople', 'elevator', 'balcony', 'startDate', 'startDateFormated', 'endDate', 'endDateFormated', 'moveInDate',
    'moveInDateFormated', 'moveInEarlier', 'showing', 'showingType', 'hasDigitalShowing', 'showingIsMandatory', 'showingText',
    'lastReplyDate', 'isOpenForApplication', 'applicationTimeExpired', 'keepQueueDate', 'projectId', 'projectName', 'districtName',
    'regionName', 'queueTypeId', 'queueDefault', 'queueTenant', 'queueTransfer', 'siteDescription', 'canCalculateQueueplace', 'agencyFee',
    'district', 'landlord', 'images', 'properties', 'adCriteria', 'incomeTypes', 'boendeTyp', 'bostadsTyp', 'kontraktsTyp',
    'formedlingsTyp', 'fastighetsStatus', 'landlordCategories',
  ],
  District: ['districtId', 'name', 'region', 'latitude', 'longitude', 'label'],
  Region: ['regionId', 'name'],
  Landlord: ['landlordId', 'logoImageId', 'name'],
  RentalObjectImage: ['imageId', 'description', 'cdn', 'sortingOrder', 'kind', 'listUrl', 'galleryUrl'],
  AgencyFee: ['currency', 'value'],
  RentalObjectCategory: ['rentalObjectCategoryId', 'name'],
  RentalObjectProperty: ['key', 'ordinal', 'values'],
  RentalObjectPropertyValue: ['value', 'type', 'ordinal'],
  AdCriteria: ['general', 'income', 'special'],
  AdCriterion: ['text', 'textLong'],
  RentalObjectIncomeType: ['incomeTypeId', 'name'],
};

const allowed = new Map(Object.entries(CACHEABLE_FIELDS).map(([type, fields]) => [type, new Set(fields)]));
const listingRoots = new Set<string>(CACHEABLE_ROOT_FIELDS);

function selectedOperation(document: DocumentNode, operationName: string | null): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operationName === null) return operations.length === 1 ? operations[0] : undefined;
  return operations.find((o) => o.name?.value === operationName);
}

/**
 * Whether the operation `operationName` (or the document's only one) of this query text may be answered from the
 * cache: a query, at least one of the listing root fields, and nothing outside CACHEABLE_FIELDS — in the operation and
 * in every fragment of the document (used or not: being strict costs nothing here). Text that does not parse is not.
 */
export function isCacheableOperation(schema: GraphQLSchema, query: string, operationName: string | null): boolean {
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return false;
  }
  const operation = selectedOperation(document, operationName);
  if (operation?.operation !== 'query') return false;
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  const queryType = schema.getQueryType();
  const typeInfo = new TypeInfo(schema);
  let ok = true;
  let asksForListings = false;
  visit(
    { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] },
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const name = node.name.value;
        if (name === '__typename') return;
        const parent = typeInfo.getParentType();
        if (!parent || !allowed.get(parent.name)?.has(name)) {
          ok = false;
          return BREAK;
        }
        if (parent === queryType && listingRoots.has(name)) asksForListings = true;
      },
    }),
  );
  return ok && asksForListings;
}
