// An applicant's own record. Callers pass the session's applicant id: nobody reads another's record here.
import { GraphQLError } from 'graphql';
import type { Db } from '../db/client';
import type { ApplicantRow } from '../db/schema';
import { findApplicantById } from './applicant.repository';

export class ApplicantService {
  constructor(private readonly db: Db) {}

  async get(sessionApplicantId: number): Promise<ApplicantRow> {
    const row = await findApplicantById(this.db, sessionApplicantId);
    if (!row) throw new GraphQLError('Du måste vara inloggad.', { extensions: { code: 'UNAUTHENTICATED' } });
    return row;
  }
}
