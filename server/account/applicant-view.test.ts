import type { ApplicantRow } from '../db/schema';
import { toApplicantView } from './applicant-view';

it('hands out the applicant’s record without the password hash', () => {
  const row = { applicantId: 7, firstName: 'Anna', email: 'anna@example.se', passwordHash: '$argon2id$secret' } as unknown as ApplicantRow;
  const view = toApplicantView(row);
  expect(view).toEqual({ applicantId: 7, firstName: 'Anna', email: 'anna@example.se' });
  expect(JSON.stringify(view)).not.toContain('argon2');
});
