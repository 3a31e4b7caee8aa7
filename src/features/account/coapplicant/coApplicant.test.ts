import { coApplicantDisplayName, MISSING_NAME_LABEL } from './coApplicantName';
import { coApplicantRequestSchema } from './coApplicantRules';
import { coApplicantView } from './coApplicantView';

describe('the default label of a co-applicant name (spec 000 §3)', () => {
  it.each([
    ['Maria Eriksson', 'Maria Eriksson'],
    [' ', MISSING_NAME_LABEL],
    ['', MISSING_NAME_LABEL],
    ['   ', MISSING_NAME_LABEL],
    ['\t', MISSING_NAME_LABEL],
    [null, MISSING_NAME_LABEL],
    [undefined, MISSING_NAME_LABEL],
    [' Bo ', 'Bo'],
  ])('%j is shown as %j', (name, shown) => {
    expect(coApplicantDisplayName(name)).toBe(shown);
  });

  it('is Namn saknas', () => {
    expect(MISSING_NAME_LABEL).toBe('Namn saknas');
  });
});

describe('what the co-applicant section shows', () => {
  const partner = { coApplicantFound: true, applicantId: 7, applicantName: 'Maria Eriksson', isHead: true };
  const noPartner = { coApplicantFound: false, applicantId: null, applicantName: null, isHead: false };
  const request = { coApplicantRequestFound: true, applicantId: 9, applicantName: ' ' };
  const noRequest = { coApplicantRequestFound: false, applicantId: null, applicantName: null };

  it.each([
    ['a partner', partner, noRequest, noRequest, { kind: 'partner', name: 'Maria Eriksson', isHead: true }],
    ['a received request (blank name)', noPartner, request, noRequest, { kind: 'received', name: 'Namn saknas', requesterId: 9 }],
    ['a sent request', noPartner, noRequest, { ...request, applicantName: 'Bo Ek' }, { kind: 'sent', name: 'Bo Ek' }],
    ['nothing', noPartner, noRequest, noRequest, { kind: 'none' }],
    ['nothing loaded', null, null, null, { kind: 'none' }],
    ['a partner before any request (only one co-applicant)', partner, request, noRequest, { kind: 'partner', name: 'Maria Eriksson', isHead: true }],
  ])('%s', (_case, coApplicant, received, sent, view) => {
    expect(coApplicantView(coApplicant, received, sent)).toEqual(view);
  });
});

describe('the co-applicant request rule (spec 000 §5)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['199009022386', true],
    ['maria.eriksson@example.se', true],
  ])('%j is accepted: %s', (value, ok) => {
    const parsed = coApplicantRequestSchema.safeParse({ pnrOrEmail: value });
    expect(parsed.success).toBe(ok);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe('Ange personnummer eller e-post');
  });
});
