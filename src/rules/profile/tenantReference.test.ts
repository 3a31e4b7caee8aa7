import { TENANT_REFERENCE_MAX, tenantReferenceMessages as m, tenantReferenceSchema } from './tenantReference';
import { problemsOf } from './testing';

describe('tenant reference', () => {
  it.each([
    [{}, [`landlordReference: ${m.required}`]],
    [{ landlordReference: '  ' }, [`landlordReference: ${m.required}`]],
    [{ landlordReference: 'x'.repeat(TENANT_REFERENCE_MAX + 1) }, [`landlordReference: ${m.tooLong}`]],
    [{ landlordReference: 'x'.repeat(TENANT_REFERENCE_MAX) }, []],
    [{ landlordReference: 'Eva på Uppsalahem, 018-727 34 00', landlordId: '' }, []],
  ])('%o → %o', (input, problems) => {
    expect(problemsOf(tenantReferenceSchema, input)).toEqual(problems);
  });

  it.each([
    [{ landlordReference: ' Eva, 018-727 34 00 ', landlordId: '4' }, { landlordReference: 'Eva, 018-727 34 00', landlordId: 4 }],
    [{ landlordReference: 'Eva', landlordId: null }, { landlordReference: 'Eva', landlordId: null }],
  ])('%o → %o', (input, output) => {
    expect(tenantReferenceSchema.parse(input)).toEqual(output);
  });
});
