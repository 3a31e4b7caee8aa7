// An applicant's own record: the actor's own (a staff actor is refused until the back office names an applicant).
import type { Db } from '../db/client';
import { ownApplicantId, type Actor } from '../domain/actor';
import { findApplicantById } from './applicant.repository';
import { toApplicantView, type ApplicantView } from './applicant-view';

export class ApplicantService {
  constructor(private readonly db: Db) {}

  async get(actor: Actor): Promise<ApplicantView | null> {
    const row = await findApplicantById(this.db, ownApplicantId(actor));
    return row ? toApplicantView(row) : null;
  }
}
