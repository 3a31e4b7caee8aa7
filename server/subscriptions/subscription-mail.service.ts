// The daily saved-search e-mail: each subscriber gets at most one a day (Europe/Stockholm calendar day) listing the
// homes newly matching their notifying, unexpired saved searches, with links. An object is never mailed to the same
// subscriber twice: it is claimed in subscription_notifications before the mail goes out, and the claim is given
// back if sending fails.
import { addDays, stockholmDay } from '../../src/rules/calendar';
import { matchesSubscription } from '../../src/rules/subscriptions';
import type { Db } from '../db/client';
import type { Mailer } from '../providers/mail/mailer';
import type { ListingService } from '../listings/listings.service';
import type { RentalObjectView } from '../listings/rental-object-view';
import { claimSent, listNotifying, listSentForApplicants, pruneSentLog, releaseSent } from './subscriptions.repository';

/** The mail log keeps a home's rows this many days after its last day for registering interest (pruneLog). */
export const MAIL_LOG_DAYS_AFTER_CLOSING = 30;

/** The most homes one e-mail lists; the rest follow the next day. */
export const MAX_OBJECTS_PER_MAIL = 30;

export const SUBSCRIPTION_MAIL_SUBJECT = 'Nya lediga bostäder som matchar dina bevakningar';

const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The app's address of one object (the SPA's rental-object route). */
export function rentalObjectUrl(publicUrl: string, rentalObjectId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/mypages/app/rental-object/${encodeURIComponent(rentalObjectId)}`;
}

interface Section {
  subscriptionId: number;
  name: string;
  objects: RentalObjectView[];
}

export class SubscriptionMailService {
  constructor(
    private readonly db: Db,
    private readonly listings: ListingService,
    private readonly mailer: Mailer,
    private readonly opts: { publicUrl: string },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** One run of the job; safe to repeat (a second run the same day sends nothing). */
  async sendDue(): Promise<string> {
    const now = this.now();
    const today = stockholmDay(now);
    const subs = await listNotifying(this.db, now);
    if (subs.length === 0) return 'mailed 0, skipped 0, failed 0';
    const applicantIds = [...new Set(subs.map((s) => s.applicantId))];
    const sent = await listSentForApplicants(this.db, applicantIds);
    const open = (await this.listings.published()).filter((o) => o.isOpenForApplication).sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0));
    let mailed = 0;
    let skipped = 0;
    let failed = 0;
    for (const applicantId of applicantIds) {
      const mine = sent.filter((s) => s.applicantId === applicantId);
      if (mine.some((s) => stockholmDay(s.sentAt) === today)) {
        skipped++;
        continue;
      }
      const already = new Set(mine.map((s) => s.rentalObjectId));
      const own = subs.filter((s) => s.applicantId === applicantId);
      const sections: Section[] = [];
      const claims: { subscriptionId: number; rentalObjectId: string; sentAt: Date }[] = [];
      for (const sub of own) {
        // New for this saved search: published on or after the day it was made, not mailed before, not listed above.
        const since = stockholmDay(sub.createdAt);
        const fresh = open.filter((o) => o.startDate >= since && !already.has(o.rentalObjectId) && matchesSubscription(o, sub.filter));
        const room = MAX_OBJECTS_PER_MAIL - claims.length;
        const chosen = fresh.slice(0, Math.max(0, room));
        for (const o of chosen) {
          already.add(o.rentalObjectId);
          claims.push({ subscriptionId: sub.subscriptionId, rentalObjectId: o.rentalObjectId, sentAt: now });
        }
        if (chosen.length) sections.push({ subscriptionId: sub.subscriptionId, name: sub.name, objects: chosen });
      }
      if (claims.length === 0) continue;
      const claimed = await claimSent(this.db, claims);
      const claimedKeys = new Set(claimed.map((c) => `${c.subscriptionId}:${c.rentalObjectId}`));
      const kept = sections
        .map((s) => ({ ...s, objects: s.objects.filter((o) => claimedKeys.has(`${s.subscriptionId}:${o.rentalObjectId}`)) }))
        .filter((s) => s.objects.length > 0);
      if (kept.length === 0) continue;
      const who = own[0]!;
      try {
        await this.mailer.send({ to: who.email!, subject: SUBSCRIPTION_MAIL_SUBJECT, ...this.compose(who.firstName, kept) });
        mailed++;
      } catch {
        await releaseSent(this.db, claimed);
        failed++;
      }
    }
    return `mailed ${mailed}, skipped ${skipped}, failed ${failed}`;
  }

  /**
   * The job `subscription-mail-log-prune`: removes the log's rows of homes closed for interest more than
   * MAIL_LOG_DAYS_AFTER_CLOSING days ago. The mail only lists homes open for interest, so those rows no longer keep a
   * home from being mailed twice; the rows of the last days, which the one-mail-a-day rule reads, always stay.
   */
  async pruneLog(): Promise<string> {
    const closedBefore = addDays(stockholmDay(this.now()), -MAIL_LOG_DAYS_AFTER_CLOSING);
    return `deleted ${await pruneSentLog(this.db, closedBefore)} mail log rows of homes closed before ${closedBefore}`;
  }

  private compose(firstName: string, sections: Section[]): { text: string; html: string } {
    const url = (o: RentalObjectView) => rentalObjectUrl(this.opts.publicUrl, o.rentalObjectId);
    const line = (o: RentalObjectView) =>
      `${o.street}, ${o.district.name} (${o.district.region.name}): ${o.roomsDescription}, ${o.areaFormated}, ${o.rentFormated}. Sista anmälningsdag ${o.lastReplyDate}.`;
    const manage = `${this.opts.publicUrl.replace(/\/$/, '')}/mypages/app/profile/subscriptions`;
    const footer = 'Du får det här meddelandet eftersom du har valt e-post för dina bevakningar på Mina sidor. Du får högst ett sådant meddelande om dagen.';
    const text = [
      `Hej ${firstName}!`,
      '',
      'Det finns nya lediga bostäder som matchar dina bevakningar.',
      ...sections.flatMap((s) => ['', `Bevakning: ${s.name}`, ...s.objects.flatMap((o) => [`- ${line(o)}`, `  ${url(o)}`])]),
      '',
      `Ändra eller ta bort dina bevakningar: ${manage}`,
      '',
      footer,
    ].join('\n');
    const html = [
      `<p>Hej ${escapeHtml(firstName)}!</p>`,
      '<p>Det finns nya lediga bostäder som matchar dina bevakningar.</p>',
      ...sections.map(
        (s) =>
          `<h2>Bevakning: ${escapeHtml(s.name)}</h2><ul>${s.objects.map((o) => `<li><a href="${escapeHtml(url(o))}">${escapeHtml(o.street)}</a>, ${escapeHtml(line(o).slice(o.street.length + 2))}</li>`).join('')}</ul>`,
      ),
      `<p><a href="${escapeHtml(manage)}">Ändra eller ta bort dina bevakningar</a></p>`,
      `<p>${escapeHtml(footer)}</p>`,
    ].join('');
    return { text, html };
  }
}
