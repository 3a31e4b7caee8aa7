import { indicatorsOf, isBlockInForce, noIndicators, withHeader, type IndicatorFacts } from './indicators';

describe('indicators', () => {
  it('has no header when nothing needs attention', () => {
    expect(withHeader(noIndicators).header).toBe(false);
  });
  it.each(Object.keys(noIndicators))('turns the header on for %s', (key) => {
    expect(withHeader({ ...noIndicators, [key]: true }).header).toBe(true);
  });
});

describe('isBlockInForce', () => {
  it.each([
    ['2026-11-01', '2027-05-01', '2026-11-22', true],
    ['2026-11-22', '2026-11-22', '2026-11-22', true],
    ['2026-12-01', '2027-06-01', '2026-11-22', false],
    ['2026-01-01', '2026-07-01', '2026-11-22', false],
  ])('%s..%s on %s → %s', (start, end, today, expected) => {
    expect(isBlockInForce({ start, end }, today)).toBe(expected);
  });
});

describe('indicatorsOf', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const nothing: IndicatorFacts = {
    pendingQueueFeeOrderDueDate: null,
    orders: [],
    subscriptions: [],
    coApplicantRequestWaiting: false,
    idDocuments: [],
    // Every questionnaire answered this year, no studies or support: no profile flag.
    profile: {
      housingUpdated: '2026-06-01',
      capitalUpdated: '2026-06-01',
      debtUpdated: '2026-06-01',
      studentUpdated: '2026-06-01',
      student: false,
      studentCertification: null,
      support: false,
      supportDocument: null,
    },
  };
  const order = (productId: number, orderStatusId: number) => ({ productId, orderStatusId });
  const expiring = (iso: string) => ({ expiresAt: new Date(iso) });

  it('has nothing to show for an applicant with nothing pending', () => {
    expect(indicatorsOf(nothing, now)).toEqual({ ...noIndicators, header: false, rejectedIdDocumentReason: null });
  });

  it.each([
    ['an unpaid agency fee', [order(2, 1)], true],
    ['a paid agency fee', [order(2, 2)], false],
    ['a cancelled agency fee', [order(2, 3)], false],
    ['an unpaid queue fee only', [order(1, 1)], false],
    ['a paid and an unpaid agency fee', [order(2, 2), order(2, 1)], true],
  ])('hasAgencyFee with %s: %s', (_name, orders, expected) => {
    const got = indicatorsOf({ ...nothing, orders }, now);
    expect(got.hasAgencyFee).toBe(expected);
    expect(got.header).toBe(expected);
  });

  it.each([
    ['none', [], false],
    ['six months left', [expiring('2027-05-22T10:00:00Z')], false],
    ['15 days left', [expiring('2026-12-07T10:00:00Z')], false],
    ['14 days left', [expiring('2026-12-06T10:00:00Z')], true],
    ['expiring later today', [expiring('2026-11-22T18:00:00Z')], true],
    ['expired', [expiring('2026-11-01T10:00:00Z')], true],
    ['one fresh and one expired', [expiring('2027-05-22T10:00:00Z'), expiring('2026-11-01T10:00:00Z')], true],
  ])('needToUpdateSubscription with %s: %s', (_name, subscriptions, expected) => {
    const got = indicatorsOf({ ...nothing, subscriptions }, now);
    expect(got.needToUpdateSubscription).toBe(expected);
    expect(got.header).toBe(expected);
  });

  const idDocument = (documentId: number, documentStatus: 'RECEIVED' | 'APPROVED' | 'REJECTED', created: string, disapprovalReason: string | null = null) => ({
    documentId,
    documentStatus,
    created,
    disapprovalReason,
  });
  it.each([
    ['a rejected one with its reason', [idDocument(1, 'REJECTED', '2026-11-01', 'Suddig bild')], true, 'Suddig bild'],
    ['a rejected one without a reason', [idDocument(1, 'REJECTED', '2026-11-01')], true, null],
    ['one waiting for review', [idDocument(1, 'RECEIVED', '2026-11-01')], false, null],
    ['an approved one', [idDocument(1, 'APPROVED', '2026-11-01')], false, null],
    ['none', [], false, null],
    ['a rejection and a newer upload waiting', [idDocument(1, 'REJECTED', '2026-10-01', 'Suddig bild'), idDocument(2, 'RECEIVED', '2026-11-01')], false, null],
    ['two rejections: the newest reason', [idDocument(2, 'REJECTED', '2026-11-01', 'Nyare'), idDocument(1, 'REJECTED', '2026-10-01', 'Äldre')], true, 'Nyare'],
  ])('identity documents, %s: flag %s, reason %s', (_name, idDocuments, flag, shown) => {
    const got = indicatorsOf({ ...nothing, idDocuments }, now);
    expect(got).toMatchObject({ hasRejectedIdDocument: flag, rejectedIdDocumentReason: shown, header: flag });
  });

  it('shows the profile indicators from the profile facts, on Sweden\'s day', () => {
    const profile = {
      housingUpdated: null,
      capitalUpdated: '2025-11-22',
      debtUpdated: '2026-01-01',
      studentUpdated: '2026-01-01',
      student: true,
      studentCertification: null,
      support: false,
      supportDocument: null,
    };
    expect(indicatorsOf({ ...nothing, profile }, now)).toMatchObject({
      needToUpdateHousing: true,
      needToUpdateCapital: true,
      needToUpdateDebt: false,
      needToUpdateStudent: false,
      needToUpdateStudentCertification: true,
      needToUpdateSupportDocument: false,
      header: true,
    });
    // 23:30 UTC on 22 November is already 23 November in Sweden: capital saved 2025-11-23 turns out of date then.
    const fresh = { ...profile, housingUpdated: '2026-01-01', capitalUpdated: '2025-11-23', student: false };
    expect(indicatorsOf({ ...nothing, profile: fresh }, new Date('2026-11-22T22:30:00Z')).needToUpdateCapital).toBe(false);
    expect(indicatorsOf({ ...nothing, profile: fresh }, new Date('2026-11-22T23:30:00Z')).needToUpdateCapital).toBe(true);
  });

  it('keeps the queue fee and co-applicant request flags', () => {
    expect(indicatorsOf({ ...nothing, pendingQueueFeeOrderDueDate: '2026-12-12', coApplicantRequestWaiting: true }, now)).toMatchObject({
      hasQueueFee: true,
      hasCoApplicantRequest: true,
      header: true,
    });
  });
});
