// An applicant's own record: the actor's own (a staff actor is refused until the back office names an applicant).
import type { Db } from '../db/client';
import type { ApplicantRow } from '../db/schema';
import { ownApplicantId, type Actor } from '../domain/actor';
import { findApplicantById } from './applicant.repository';

export class ApplicantService {
  constructor(private readonly db: Db) {}

  async get(actor: Actor): Promise<ApplicantRow | null> {
    return (await findApplicantById(this.db, ownApplicantId(actor))) ?? null;
  }
}
