// An applicant's own record. Callers pass the session's applicant id: nobody reads another's record here.
import type { Db } from '../db/client';
import type { ApplicantRow } from '../db/schema';
import { findApplicantById } from './applicant.repository';

export class ApplicantService {
  constructor(private readonly db: Db) {}

  async get(sessionApplicantId: number): Promise<ApplicantRow | null> {
    return (await findApplicantById(this.db, sessionApplicantId)) ?? null;
  }
}
