// Newsletter status and (un)subscription for the applicant's own e-mail addresses, through the newsletter service.
import type { Db } from '../db/client';
import { ownApplicantId, type Actor } from '../domain/actor';
import { failure, type Outcome } from '../domain/outcome';
import { findApplicantById, updateApplicant } from '../account/applicant.repository';
import type { NewsletterClient } from '../providers/newsletter/client';

export const newsletterMessages = {
  notYourAddress: 'Du kan bara hantera nyhetsbrev för dina egna e-postadresser',
  unknownList: 'Nyhetsbrevet finns inte',
  subscribeFailed: 'Det gick inte att prenumerera på nyhetsbrevet just nu. Försök igen senare.',
  unsubscribeFailed: 'Det gick inte att avsluta prenumerationen just nu. Försök igen senare.',
  checkFailed: 'Det gick inte att hämta status för nyhetsbrevet just nu.',
} as const;

export class NewsletterService {
  constructor(
    private readonly db: Db,
    private readonly client: () => NewsletterClient,
    private readonly listId: string,
  ) {}

  /** Only the agency's list, and only an address of the actor's own account. */
  private async guard(applicantId: number, listId: string, email: string): Promise<Outcome> {
    if (listId !== this.listId) return failure(newsletterMessages.unknownList, [{ code: 'list_id', text: newsletterMessages.unknownList }]);
    const a = await findApplicantById(this.db, applicantId);
    const own = [a?.email, a?.emailSecondary].filter(Boolean).map((e) => e!.toLowerCase());
    if (!own.includes(email.trim().toLowerCase())) return failure(newsletterMessages.notYourAddress, [{ code: 'email', text: newsletterMessages.notYourAddress }]);
    return { ok: true };
  }

  async isSubscriber(actor: Actor, listId: string, email: string): Promise<Outcome<{ isSubscriber: boolean }>> {
    const guard = await this.guard(ownApplicantId(actor), listId, email);
    if (!guard.ok) return guard;
    try {
      return { ok: true, isSubscriber: (await this.client().memberStatus(listId, email)) === 'subscribed' };
    } catch {
      return failure(newsletterMessages.checkFailed);
    }
  }

  async setSubscribed(actor: Actor, listId: string, email: string, subscribe: boolean): Promise<Outcome> {
    const applicantId = ownApplicantId(actor);
    const guard = await this.guard(applicantId, listId, email);
    if (!guard.ok) return guard;
    try {
      await this.client().setStatus(listId, email, subscribe ? 'subscribed' : 'unsubscribed');
    } catch {
      return failure(subscribe ? newsletterMessages.subscribeFailed : newsletterMessages.unsubscribeFailed);
    }
    await updateApplicant(this.db, applicantId, { subscribeNewsletter: subscribe });
    return { ok: true };
  }
}
