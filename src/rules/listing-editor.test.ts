import { listingEditorProblems, listingEditorSchema, listingEditorMessages as m } from './listing-editor';

const valid = {
  street: 'Storgatan 1',
  zipcode: '75320',
  city: 'Uppsala',
  objectNumber: 'OBJ-1',
  apartmentNumber: '1101',
  districtId: '1',
  landlordId: 1,
  rooms: '2',
  roomsDescription: '2 rum och kök',
  area: '54,5',
  rent: '7 450',
  floor: '2',
  floorTotal: '4',
  startDate: '2026-11-25',
  endDate: '2026-12-10',
  lastReplyDate: '2026-12-05',
  moveInDate: '2027-01-01',
  agencyFee: '',
  queueTypeId: '1',
  queueDefault: true,
  criteria: { general: [{ text: 'Inga betalningsanmärkningar', textLong: '' }], income: [], special: [] },
  incomeTypeIds: ['3', '1'],
  properties: [{ key: 'Kök', values: 'Diskmaskin,  Kyl och frys' }],
};

const problems = (v: object) => {
  const r = listingEditorSchema.safeParse(v);
  return r.success ? [] : listingEditorProblems(r.error.issues);
};

describe('listing editor schema', () => {
  it('reads what the form holds into what the server stores', () => {
    const v = listingEditorSchema.parse(valid);
    expect(v).toMatchObject({ zipcode: '753 20', districtId: 1, rooms: 2, area: 54.5, rent: 7450, floor: 2, agencyFee: null, elevator: false, queueDefault: true });
    expect(v.criteria.general).toEqual([{ text: 'Inga betalningsanmärkningar', textLong: null }]);
    expect(v.incomeTypeIds).toEqual([1, 3]);
    expect(v.properties).toEqual([{ key: 'Kök', values: ['Diskmaskin', 'Kyl och frys'] }]);
    expect(listingEditorSchema.parse({ ...valid, properties: v.properties }).properties).toEqual(v.properties);
  });

  it.each([
    [{ street: ' ' }, 'street', m.street.required],
    [{ zipcode: '7532' }, 'zipcode', m.zipcode],
    [{ rent: 'mycket' }, 'rent', m.rent.notNumber],
    [{ rooms: '0' }, 'rooms', m.rooms.outOfRange],
    [{ districtId: '' }, 'districtId', m.district],
    [{ floorTotal: '1' }, 'floorTotal', m.floorTotal.belowFloor],
    [{ endDate: '2026-11-01' }, 'endDate', m.endBeforeStart],
    [{ lastReplyDate: '2026-13-01' }, 'lastReplyDate', m.lastReplyDate],
    [{ moveInDate: '2026-12-01' }, 'moveInDate', m.moveInBeforeLastReply],
    [{ queueTypeId: '4' }, 'queueTypeId', m.queueType],
    [{ incomeTypeIds: ['8'] }, 'incomeTypeIds', m.incomeTypes],
    [{ properties: [{ key: 'Tvätt', values: ' , ' }] }, 'properties.0.values', m.propertyValues],
    [{ criteria: { general: [], income: [{ text: '' }], special: [] } }, 'criteria.income.0.text', m.criterionText.required],
  ])('%o → %s', (change, code, text) => {
    expect(problems({ ...valid, ...change })).toContainEqual({ code, text });
  });

  it('lists every field problem at once', () => {
    expect(problems({ ...valid, street: '', rent: 'x', queueTypeId: '' }).map((p) => p.code)).toEqual(expect.arrayContaining(['street', 'rent', 'queueTypeId']));
  });
});
