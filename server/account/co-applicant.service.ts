// Co-applicant requests and the pair: send, accept, reject, remove; what each side sees. Always the actor's own pair
// or request (ownApplicantId: a staff actor is refused until the back office names an applicant).
import type { Db, DbOrTx } from '../db/client';
import type { ApplicantRow } from '../db/schema';
import { coApplicantMessages as msg, headOfPair, refuseRequest } from '../domain/co-applicant';
import { ownApplicantId, type Actor } from '../domain/actor';
import { failure, type Outcome } from '../domain/outcome';
import { findApplicantById, findApplicantByLogin } from './applicant.repository';
import { acceptLink, deleteLink, findLinkOf, insertLink, lockApplicants } from './co-applicant.repository';
import { toCoApplicantRequestView, toCoApplicantView, type CoApplicantRequestView, type CoApplicantView } from './co-applicant-view';

const refuse = (key: keyof typeof msg, code = 'pnrOrEmail') => failure(msg[key], [{ code, text: msg[key] }]);

export class CoApplicantService {
  constructor(private readonly db: Db) {}

  /** The accepted partner of the caller, seen from either side. */
  async coApplicant(actor: Actor): Promise<CoApplicantView> {
    const applicantId = ownApplicantId(actor);
    const link = await findLinkOf(this.db, applicantId);
    if (!link || link.status !== 'accepted') return toCoApplicantView(null);
    const isHead = link.mainApplicantId === applicantId;
    return toCoApplicantView(await findApplicantById(this.db, isHead ? link.coApplicantId : link.mainApplicantId), isHead);
  }

  /** A pending request someone else sent to the caller. */
  async request(actor: Actor): Promise<CoApplicantRequestView> {
    const applicantId = ownApplicantId(actor);
    const link = await findLinkOf(this.db, applicantId);
    if (!link || link.status !== 'pending' || link.requestedByApplicantId === applicantId) return toCoApplicantRequestView(null);
    return toCoApplicantRequestView(await findApplicantById(this.db, link.requestedByApplicantId));
  }

  /** The caller's own unanswered request, if any (so the page can show "waiting for an answer"). */
  async sentRequest(actor: Actor): Promise<CoApplicantRequestView> {
    const applicantId = ownApplicantId(actor);
    const link = await findLinkOf(this.db, applicantId);
    if (!link || link.status !== 'pending' || link.requestedByApplicantId !== applicantId) return toCoApplicantRequestView(null);
    const otherId = link.mainApplicantId === applicantId ? link.coApplicantId : link.mainApplicantId;
    return toCoApplicantRequestView(await findApplicantById(this.db, otherId));
  }

  /** Both directions at once: a request to the actor, and the actor's own unanswered one. */
  async requests(actor: Actor): Promise<{ coApplicantRequest: CoApplicantRequestView; sentRequest: CoApplicantRequestView }> {
    const [coApplicantRequest, sentRequest] = await Promise.all([this.request(actor), this.sentRequest(actor)]);
    return { coApplicantRequest, sentRequest };
  }

  async add(actor: Actor, pnrOrEmail: string): Promise<Outcome> {
    const applicantId = ownApplicantId(actor);
    const name = (pnrOrEmail ?? '').trim();
    if (!name) return refuse('required');
    return this.db.transaction(async (tx): Promise<Outcome> => {
      const target = await findApplicantByLogin(tx, name);
      await lockApplicants(tx, target ? [applicantId, target.applicantId] : [applicantId]);
      const requester = await findApplicantById(tx, applicantId);
      if (!requester) return refuse('notFound');
      const party = async (a: ApplicantRow) => ({ ...a, linked: !!(await findLinkOf(tx, a.applicantId)) });
      const r = await party(requester);
      const t = target ? await party(target) : null;
      const refusal = refuseRequest(r, t);
      if (refusal || !t) return refuse(refusal ?? 'notFound');
      await insertLink(tx, { ...headOfPair(r, t), status: 'pending', requestedByApplicantId: applicantId });
      return { ok: true };
    });
  }

  async accept(actor: Actor, requesterId: number): Promise<Outcome> {
    return this.answer(ownApplicantId(actor), requesterId, (tx, linkId) => acceptLink(tx, linkId));
  }

  async reject(actor: Actor, requesterId: number): Promise<Outcome> {
    return this.answer(ownApplicantId(actor), requesterId, (tx, linkId) => deleteLink(tx, linkId));
  }

  /** Ends the pair, or withdraws the caller's own pending request. Either side may do it. */
  async remove(actor: Actor): Promise<Outcome> {
    const applicantId = ownApplicantId(actor);
    const link = await findLinkOf(this.db, applicantId);
    if (!link || (link.status === 'pending' && link.requestedByApplicantId !== applicantId)) return refuse('noLink', 'coApplicant');
    await deleteLink(this.db, link.coApplicantLinkId);
    return { ok: true };
  }

  private async answer(applicantId: number, requesterId: number, apply: (tx: DbOrTx, linkId: number) => Promise<void>): Promise<Outcome> {
    return this.db.transaction(async (tx): Promise<Outcome> => {
      const link = await findLinkOf(tx, applicantId);
      const mine = link && link.status === 'pending' && link.requestedByApplicantId === requesterId && requesterId !== applicantId;
      if (!link || !mine) return refuse('noRequest', 'coApplicantId');
      await apply(tx, link.coApplicantLinkId);
      return { ok: true };
    });
  }
}
