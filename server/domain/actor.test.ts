import { describe, expect, it } from 'vitest';
import { applicantActor, applicantIdFor, ForbiddenError, hasStaffRole, mayActFor, ownApplicantId, type Actor } from './actor';

const anna = applicantActor(1, 's1');
const karin: Actor = { kind: 'staff', staffUserId: 7, role: 'handlaggare', sessionId: 's2' };
const admin: Actor = { kind: 'staff', staffUserId: 8, role: 'administrator', sessionId: 's3' };

describe('actor permissions', () => {
  it.each([
    [anna, 1, true],
    [anna, 2, false],
    [karin, 2, true],
    [admin, 2, true],
  ] as const)('mayActFor(%o, %i) = %s', (actor, applicantId, expected) => {
    expect(mayActFor(actor, applicantId)).toBe(expected);
  });

  it.each([
    [anna, 'handlaggare', false],
    [karin, 'handlaggare', true],
    [karin, 'administrator', false],
    [admin, 'handlaggare', true],
    [admin, 'administrator', true],
  ] as const)('hasStaffRole(%o, %s) = %s', (actor, role, expected) => {
    expect(hasStaffRole(actor, role)).toBe(expected);
  });

  it('ownApplicantId refuses staff, who must name the applicant', () => {
    expect(ownApplicantId(anna)).toBe(1);
    expect(() => ownApplicantId(karin)).toThrow(ForbiddenError);
  });

  it('applicantIdFor: an applicant’s own by default or when named; another’s is forbidden; staff must name one', () => {
    expect(applicantIdFor(anna)).toBe(1);
    expect(applicantIdFor(anna, 1)).toBe(1);
    expect(() => applicantIdFor(anna, 2)).toThrow(ForbiddenError);
    expect(applicantIdFor(karin, 2)).toBe(2);
    expect(() => applicantIdFor(karin)).toThrow(ForbiddenError);
  });
});
