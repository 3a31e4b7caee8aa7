import { AGENCY_FEE_ORE, agencyFeeFor } from './agency-fee';

describe('agencyFeeFor', () => {
  it('is 305 kr including 25 % VAT by default', () => {
    expect(AGENCY_FEE_ORE).toBe(30500);
  });

  it.each([
    ['no fee of its own: the agency\'s 305 kr', null, { amount: 30500, net: 24400, vat: 6100 }],
    ['the home\'s own fee', 150000, { amount: 150000, net: 120000, vat: 30000 }],
    ['VAT rounded to whole öre', 99999, { amount: 99999, net: 79999, vat: 20000 }],
  ])('%s', (_n, agencyFee, expected) => {
    expect(agencyFeeFor({ agencyFee, street: 'Svartbäcksgatan 8' })).toEqual({ ...expected, description: 'Förmedlingsavgift, Svartbäcksgatan 8' });
  });
});
