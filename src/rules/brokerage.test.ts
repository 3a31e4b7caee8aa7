import { BROKERAGE_TEXT_MAX, brokerageRuleMessages as m, checkFailedSchema, INVITE_MAX, inviteSchema, landlordRejectedSchema, signFailedSchema } from './brokerage';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (r.error?.issues ?? []).map((i) => `${String(i.path[0])}: ${i.message}`);
const showing = { topN: '10', starts: '2026-12-02T17:00', ends: '2026-12-02T18:00', mandatory: false, digital: true };

describe('inviteSchema', () => {
  it.each([
    [{ topN: '0' }, [`topN: ${m.topN}`]],
    [{ topN: '2,5' }, [`topN: ${m.topN}`]],
    [{ topN: String(INVITE_MAX + 1) }, [`topN: ${m.topNMax}`]],
    [{ starts: '' }, [`starts: ${m.starts}`]],
    [{ ends: '2026-12-02T17:00' }, [`ends: ${m.showingTimes}`]],
    [{ ends: '2026-12-02T16:00' }, [`ends: ${m.showingTimes}`]],
  ])('refuses %j', (change, expected) => {
    expect(messages(inviteSchema.safeParse({ ...showing, ...change }))).toEqual(expected);
  });

  it('reads the form’s texts as a number and times', () => {
    expect(inviteSchema.parse(showing)).toEqual({ topN: 10, starts: new Date('2026-12-02T17:00'), ends: new Date('2026-12-02T18:00'), mandatory: false, digital: true });
    expect(inviteSchema.parse({ ...showing, topN: 3, starts: '2026-12-02T16:00:00.000Z', ends: '2026-12-02T17:00:00.000Z' }).topN).toBe(3);
  });
});

describe('the steps that need words', () => {
  it('a failed check needs at least one unmet requirement (blank lines dropped)', () => {
    expect(messages(checkFailedSchema.safeParse({ unmetRequirements: ['', '  '] }))).toEqual([`unmetRequirements: ${m.unmetRequired}`]);
    expect(checkFailedSchema.parse({ unmetRequirements: [' Inkomst ', ''] })).toEqual({ unmetRequirements: ['Inkomst'] });
    expect(messages(checkFailedSchema.safeParse({ unmetRequirements: ['x'.repeat(BROKERAGE_TEXT_MAX + 1)] }))).toEqual([`unmetRequirements: ${m.tooLong}`]);
  });

  it('a landlord’s refusal needs a reason with a title and a text', () => {
    expect(messages(landlordRejectedSchema.safeParse({ reasons: [] }))).toEqual([`reasons: ${m.refusalReasonRequired}`]);
    expect(messages(landlordRejectedSchema.safeParse({ reasons: [{ title: 'Inkomst', reason: ' ' }] }))).toEqual([`reasons: ${m.refusalReasonRequired}`]);
    expect(landlordRejectedSchema.parse({ reasons: [{ title: ' Inkomst', reason: 'För låg ' }] })).toEqual({ reasons: [{ title: 'Inkomst', reason: 'För låg' }] });
  });

  it('a failed signing needs its reason', () => {
    expect(messages(signFailedSchema.safeParse({ reason: '  ' }))).toEqual([`reason: ${m.signFailedReasonRequired}`]);
    expect(signFailedSchema.parse({ reason: ' Ångrade sig ' })).toEqual({ reason: 'Ångrade sig' });
  });
});
