// An applicant's saved searches (bevakningar): list, create or change, delete, renew. Only the owner may see or
// change one (an applicant actor's own; staff are refused until the back office names the applicant); at most five
// per applicant; each lasts six months from its creation or latest renewal.
import { subscriptionInputSchema } from '../../src/rules/subscription-input';
import { MAX_SUBSCRIPTIONS, subscriptionExpiry, subscriptionMessages } from '../../src/rules/subscriptions';
import type { Db } from '../db/client';
import type { SubscriptionRow } from '../db/schema';
import { ownApplicantId, type Actor } from '../domain/actor';
import { failure, fromIssues, type Outcome } from '../domain/outcome';
import { toSubscriptionView, type SubscriptionView } from './subscription-view';
import { countOwn, deleteOwn, findOwn, insertSubscription, listOwn, lockApplicant, updateOwn } from './subscriptions.repository';

export class SubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private view(row: SubscriptionRow): SubscriptionView {
    return toSubscriptionView(row, this.now());
  }

  async list(actor: Actor): Promise<SubscriptionView[]> {
    return (await listOwn(this.db, ownApplicantId(actor))).map((r) => this.view(r));
  }

  /** Creates a saved search (no subscriptionId) or changes one of the applicant's own; the expiry is kept on change. */
  async save(actor: Actor, input: unknown): Promise<Outcome<{ subscriptionId: number }>> {
    const applicantId = ownApplicantId(actor);
    const parsed = subscriptionInputSchema.safeParse(input);
    // A filter field's code is its own name (roomsMin …), as the form's fields are named.
    if (!parsed.success) return fromIssues(parsed.error.issues.map((i) => ({ message: i.message, path: i.path.slice(-1) })));
    const { subscriptionId, name, sendNotifications, filter } = parsed.data;
    if (subscriptionId) {
      const row = await updateOwn(this.db, applicantId, subscriptionId, { name, sendNotifications, filter });
      return row ? { ok: true, subscriptionId: row.subscriptionId } : failure(subscriptionMessages.notFound);
    }
    return this.db.transaction(async (tx): Promise<Outcome<{ subscriptionId: number }>> => {
      await lockApplicant(tx, applicantId);
      if ((await countOwn(tx, applicantId)) >= MAX_SUBSCRIPTIONS) return failure(subscriptionMessages.tooMany, [{ code: 'subscription', text: subscriptionMessages.tooMany }]);
      const now = this.now();
      const row = await insertSubscription(tx, { applicantId, name, sendNotifications, filter, createdAt: now, expiresAt: subscriptionExpiry(now) });
      return { ok: true, subscriptionId: row.subscriptionId };
    });
  }

  async delete(actor: Actor, subscriptionId: number): Promise<Outcome> {
    return (await deleteOwn(this.db, ownApplicantId(actor), subscriptionId)) ? { ok: true } : failure(subscriptionMessages.notFound);
  }

  /** Active for six months from now (expired or not); renewing twice does not stack. */
  async renew(actor: Actor, subscriptionId: number): Promise<Outcome<{ subscription: SubscriptionView }>> {
    const applicantId = ownApplicantId(actor);
    if (!(await findOwn(this.db, applicantId, subscriptionId))) return failure(subscriptionMessages.notFound);
    const row = await updateOwn(this.db, applicantId, subscriptionId, { expiresAt: subscriptionExpiry(this.now()) });
    return row ? { ok: true, subscription: this.view(row) } : failure(subscriptionMessages.notFound);
  }
}
