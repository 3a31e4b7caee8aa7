import { auditSearchSchema } from './staff-audit';

const blank = { staffUserId: '', applicantId: '', from: '', to: '' };
const messages = (input: typeof blank) => {
  const r = auditSearchSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
};

describe('the audit log filter', () => {
  it.each([
    ['nothing', blank, []],
    ['every field', { staffUserId: '2', applicantId: '125', from: '2026-11-01', to: '2026-11-30' }, []],
    ['one day', { ...blank, from: '2026-11-25', to: '2026-11-25' }, []],
    ['days the wrong way round', { ...blank, from: '2026-11-25', to: '2026-11-24' }, ['to: Till-datumet kan inte vara före från-datumet']],
    ['a from day that is none', { ...blank, from: '2026-11-31' }, ['from: Ange från-datumet som ÅÅÅÅ-MM-DD']],
    ['a to day that is none', { ...blank, to: '25/11' }, ['to: Ange till-datumet som ÅÅÅÅ-MM-DD']],
    ['a name for the applicant', { ...blank, applicantId: 'Vera' }, ['applicantId: Ange sökandens nummer med siffror']],
  ])('%s', (_n, input, expected) => {
    expect(messages(input)).toEqual(expected);
  });
});
