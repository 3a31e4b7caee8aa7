import { APPLICANT_STATUSES, applicantStatusById, canLogIn } from './applicant-status';

describe('applicant status', () => {
  it.each(Object.values(APPLICANT_STATUSES))('finds $name by id', (s) => {
    expect(applicantStatusById(s.applicantStatusId)).toEqual(s);
  });
  it('throws on an unknown id', () => {
    expect(() => applicantStatusById(99)).toThrow(/Unknown/);
  });
  it.each([
    [1, true],
    [2, true],
    [3, true],
    [4, false],
  ])('status %i can log in: %s', (id, ok) => {
    expect(canLogIn(id)).toBe(ok);
  });
});
