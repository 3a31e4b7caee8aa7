import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { buildSchema, isObjectType, print } from 'graphql';
import { GetRentalObjectPointsDocument } from '../../operations/listings/__generated__/getRentalObjectPoints';
import { GetRentalObjectsAvailableDocument } from '../../operations/listings/__generated__/getRentalObjectsAvailable';
import { CACHEABLE_FIELDS, isCacheableOperation } from './cacheable-operation';

const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8'));
const cacheable = (query: string, operationName: string | null = null) => isCacheableOperation(schema, query, operationName);

/** Fields that follow other tables than the listing version's (drizzle/0005), so they are never answered from memory. */
const NEVER = ['RentalObject.applicationCount', 'RentalObject.firstQueuePlace'];

describe('isCacheableOperation', () => {
  it.each([
    ['the list, as Apollo sends it', print(addTypenameToDocument(GetRentalObjectsAvailableDocument)), 'getRentalObjectsAvailable'],
    ['the map points, as Apollo sends it', print(addTypenameToDocument(GetRentalObjectPointsDocument)), 'getRentalObjectPoints'],
    ['the list without an operation name', print(GetRentalObjectsAvailableDocument), null],
    ['both together, aliased', '{ a: getRentalObjectsAvailable { totalCount } b: getRentalObjectPoints { points { rents } } }', null],
    ['an inline fragment on the Result interface', '{ getRentalObjectPoints { ... on Result { error errorText } } }', null],
    ['every detail field of a listed home', '{ getRentalObjectsAvailable { rentalObjects { landlord { name } agencyFee { value } properties { key values { value } } adCriteria { general { text } } incomeTypes { name } boendeTyp { name } } } }', null],
  ])('answers %s from the cache', (_name, query, operationName) => expect(cacheable(query, operationName)).toBe(true));

  it.each([
    ['the smallest request', '{ __typename }', null],
    ['interest counts (they follow applications)', '{ getRentalObjectsAvailable { rentalObjects { rentalObjectId applicationCount } } }', null],
    ['the first queue place', '{ getRentalObjectsAvailable { rentalObjects { firstQueuePlace } } }', null],
    ['the list together with the caller’s own data', '{ getRentalObjectsAvailable { totalCount } getApplicant { error } }', null],
    ['another public query', '{ getRegionsAndDistricts { error } }', null],
    ['a single home', '{ getRentalObject(rentalObjectId: "RO1") { rentalObject { street } } }', null],
    ['introspection next to the list', '{ getRentalObjectsAvailable { totalCount } __schema { types { name } } }', null],
    ['a mutation', 'mutation { getRentalObjectsAvailable { totalCount } }', null],
    ['an unknown field', '{ getRentalObjectsAvailable { nope } }', null],
    ['text that does not parse', '{ getRentalObjectsAvailable {', null],
    ['a document of two operations without a name', 'query A { getRentalObjectsAvailable { totalCount } } query B { getApplicant { error } }', null],
    ['the chosen operation when it is not the list', 'query A { getRentalObjectsAvailable { totalCount } } query B { getApplicant { error } }', 'B'],
    ['an operation name that is not there', 'query A { getRentalObjectsAvailable { totalCount } }', 'C'],
    ['a fragment that asks for interest counts, used or not', 'query A { getRentalObjectsAvailable { totalCount } } fragment F on RentalObject { applicationCount }', 'A'],
  ])('never caches %s', (_name, query, operationName) => expect(cacheable(query, operationName)).toBe(false));

  it('picks the named operation of several', () => {
    expect(cacheable('query A { getRentalObjectsAvailable { totalCount } } query B { getApplicant { error } }', 'A')).toBe(true);
  });

  it('names only fields that exist, and decides every field of the types it names', () => {
    for (const [typeName, fields] of Object.entries(CACHEABLE_FIELDS)) {
      const type = schema.getType(typeName);
      expect(type, typeName).toBeDefined();
      const all = Object.keys((type as { getFields(): Record<string, unknown> }).getFields());
      for (const field of fields) expect(all, `${typeName}.${field}`).toContain(field);
      // A field added to a cached type must be decided: cacheable (listed) or not (NEVER). The root type is the exception.
      if (typeName !== 'Query' && isObjectType(type)) {
        const undecided = all.filter((f) => !fields.includes(f) && !NEVER.includes(`${typeName}.${f}`));
        expect(undecided, typeName).toEqual([]);
      }
    }
    for (const coordinate of NEVER) {
      const [typeName, field] = coordinate.split('.') as [string, string];
      expect(CACHEABLE_FIELDS[typeName]).not.toContain(field);
    }
  });
});
