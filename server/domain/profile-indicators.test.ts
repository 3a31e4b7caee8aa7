import {
  CERTIFICATE_VALID_MONTHS,
  DETAILS_VALID_MONTHS,
  idDocumentIndicator,
  isOutOfDate,
  needsCertificate,
  profileIndicatorsOf,
  type IdDocumentFact,
  type ProfileFacts,
} from './profile-indicators';

const TODAY = '2026-11-24';
const fresh = '2026-06-01';
const upToDate: ProfileFacts = {
  housingUpdated: fresh,
  capitalUpdated: fresh,
  debtUpdated: fresh,
  studentUpdated: fresh,
  student: false,
  studentCertification: null,
  support: false,
  supportDocument: null,
};
const allFalse = {
  needToUpdateHousing: false,
  needToUpdateCapital: false,
  needToUpdateDebt: false,
  needToUpdateStudent: false,
  needToUpdateStudentCertification: false,
  needToUpdateSupportDocument: false,
};

describe('periods', () => {
  it('counts answers for a year and certificates for half a year', () => {
    expect([DETAILS_VALID_MONTHS, CERTIFICATE_VALID_MONTHS]).toEqual([12, 6]);
  });

  it.each([
    [null, 12, true],
    ['2025-11-25', 12, false],
    ['2025-11-24', 12, true],
    ['2025-11-23', 12, true],
    ['2026-05-25', 6, false],
    ['2026-05-24', 6, true],
    ['2026-05-24T22:30:00.000Z', 6, true],
    // 31 May + 6 months is 30 November (clamped to the month's end): still valid on the 24th.
    ['2026-05-31', 6, false],
    ['2024-02-29', 12, true],
  ])('saved %s, valid %i months, on %s: out of date %s', (updated, months, outOfDate) => {
    expect(isOutOfDate(updated, TODAY, months)).toBe(outOfDate);
  });

  it('turns a 29 February answer out of date on 28 February a year later', () => {
    expect(isOutOfDate('2028-02-29', '2029-02-27', 12)).toBe(false);
    expect(isOutOfDate('2028-02-29', '2029-02-28', 12)).toBe(true);
  });
});

describe('needsCertificate', () => {
  it.each([
    [null, true],
    [{ documentStatus: 'RECEIVED' as const, created: '2026-11-01' }, false],
    [{ documentStatus: 'APPROVED' as const, created: '2026-05-25' }, false],
    [{ documentStatus: 'APPROVED' as const, created: '2026-05-24' }, true],
    [{ documentStatus: 'REJECTED' as const, created: '2026-11-20' }, true],
  ])('%o → %s', (document, needed) => expect(needsCertificate(document, TODAY)).toBe(needed));
});

describe('profileIndicatorsOf', () => {
  it('shows nothing for a profile saved this year without studies or support', () => {
    expect(profileIndicatorsOf(upToDate, TODAY)).toEqual(allFalse);
  });

  it('asks a new applicant for every questionnaire, and for no certificate before the answers say so', () => {
    const nothing: ProfileFacts = { ...upToDate, housingUpdated: null, capitalUpdated: null, debtUpdated: null, studentUpdated: null, student: null, support: null };
    expect(profileIndicatorsOf(nothing, TODAY)).toEqual({
      ...allFalse,
      needToUpdateHousing: true,
      needToUpdateCapital: true,
      needToUpdateDebt: true,
      needToUpdateStudent: true,
    });
  });

  it.each([
    ['housing a year old', { housingUpdated: '2025-11-24' }, 'needToUpdateHousing'],
    ['capital a year old', { capitalUpdated: '2025-10-01' }, 'needToUpdateCapital'],
    ['debts a year old', { debtUpdated: '2025-11-24' }, 'needToUpdateDebt'],
    ['studies a year old', { studentUpdated: '2025-11-24' }, 'needToUpdateStudent'],
    ['studies never answered', { student: null }, 'needToUpdateStudent'],
    ['a student without a certificate', { student: true }, 'needToUpdateStudentCertification'],
    ['a student with a rejected certificate', { student: true, studentCertification: { documentStatus: 'REJECTED' as const, created: '2026-11-01' } }, 'needToUpdateStudentCertification'],
    ['a student with an old certificate', { student: true, studentCertification: { documentStatus: 'APPROVED' as const, created: '2026-05-01' } }, 'needToUpdateStudentCertification'],
    ['support without a decision', { support: true }, 'needToUpdateSupportDocument'],
    ['support with a rejected decision', { support: true, supportDocument: { documentStatus: 'REJECTED' as const, created: '2026-11-01' } }, 'needToUpdateSupportDocument'],
    ['support with an old decision', { support: true, supportDocument: { documentStatus: 'RECEIVED' as const, created: '2026-01-01' } }, 'needToUpdateSupportDocument'],
  ])('%s → %s only', (_name, change, flag) => {
    expect(profileIndicatorsOf({ ...upToDate, ...change }, TODAY)).toEqual({ ...allFalse, [flag]: true });
  });

  it.each([
    ['a student with a certificate waiting for review', { student: true, studentCertification: { documentStatus: 'RECEIVED' as const, created: '2026-11-20' } }],
    ['support with an approved decision', { support: true, supportDocument: { documentStatus: 'APPROVED' as const, created: '2026-09-01' } }],
    ['a former student with an old rejected certificate', { student: false, studentCertification: { documentStatus: 'REJECTED' as const, created: '2025-01-01' } }],
  ])('%s → nothing', (_name, change) => {
    expect(profileIndicatorsOf({ ...upToDate, ...change }, TODAY)).toEqual(allFalse);
  });
});

describe('idDocumentIndicator', () => {
  const id = (documentId: number, documentStatus: IdDocumentFact['documentStatus'], created: string, disapprovalReason: string | null = null): IdDocumentFact => ({
    documentId,
    documentStatus,
    created,
    disapprovalReason,
  });

  it.each([
    ['no document', [], false, null],
    ['one waiting', [id(1, 'RECEIVED', '2026-11-01')], false, null],
    ['one approved', [id(1, 'APPROVED', '2026-11-01')], false, null],
    ['one rejected', [id(1, 'REJECTED', '2026-11-01', 'Bilden är suddig')], true, 'Bilden är suddig'],
    ['one rejected without a reason', [id(1, 'REJECTED', '2026-11-01')], true, null],
    ['a new one after a rejection', [id(1, 'REJECTED', '2026-11-01', 'Suddig'), id(2, 'RECEIVED', '2026-11-10')], false, null],
    ['a rejection after an approval', [id(2, 'REJECTED', '2026-11-10', 'Utgånget'), id(1, 'APPROVED', '2026-01-01')], true, 'Utgånget'],
    ['two on one day, the later rejected', [id(1, 'RECEIVED', '2026-11-10'), id(2, 'REJECTED', '2026-11-10', 'Fel person')], true, 'Fel person'],
  ])('%s → %s, %s', (_name, documents, flag, reason) => {
    expect(idDocumentIndicator(documents)).toEqual({ hasRejectedIdDocument: flag, rejectedIdDocumentReason: reason });
  });
});
