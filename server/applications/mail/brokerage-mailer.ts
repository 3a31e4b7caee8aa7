// Sends the brokerage's e-mails (BrokerageNotices) once a step has been committed: it reads the registration as it
// now stands, composes the notice's mail and sends it through the portal's mailer. A failed send is reported back
// (the reminder job gives its claim back); the step itself stands.
import { PRODUCTS } from '../../../src/rules/orders';
import type { Db } from '../../db/client';
import { stateOf } from '../application-state';
import type { EndReason } from '../../domain/application-stages';
import type { WarningReason } from '../../domain/warnings-and-blocks';
import { listOrders } from '../../payments/orders/orders.repository';
import type { MailMessage } from '../../providers/mail/mailer';
import type { BrokerageNotices, Notice } from '../brokerage-notices';
import { noticeFacts } from '../brokerage.repository';
import { answerReminderMail } from './answer-reminder';
import { contractMail } from './contract';
import { lostMail } from './lost';
import { offerMail } from './offer';
import { showingInvitationMail } from './showing-invitation';

const WARNED_FOR: Partial<Record<EndReason, WarningReason>> = { SHOWING_MISSED: 'SHOWING_MISSED', OFFER_UNANSWERED: 'OFFER_UNANSWERED' };

export class BrokerageMailer implements BrokerageNotices {
  constructor(
    private readonly db: Db,
    private readonly mailer: { send(message: MailMessage): Promise<void> },
    private readonly opts: { publicUrl: string },
  ) {}

  async send(notices: readonly Notice[]): Promise<{ failed: Notice[] }> {
    const failed: Notice[] = [];
    for (const notice of notices) {
      try {
        const message = await this.compose(notice);
        if (message) await this.mailer.send(message);
      } catch {
        failed.push(notice);
      }
    }
    return { failed };
  }

  /** The notice's mail, or null when there is nothing to send (no e-mail address, or the state moved on). */
  private async compose(notice: Notice): Promise<MailMessage | null> {
    const facts = await noticeFacts(this.db, notice.applicationId);
    if (!facts?.email) return null;
    const state = stateOf(facts.application);
    const base = { firstName: facts.firstName, home: { rentalObjectId: facts.application.rentalObjectId, street: facts.street, city: facts.city }, publicUrl: this.opts.publicUrl };
    const to = facts.email;
    switch (notice.kind) {
      case 'showingInvitation':
        if (!state.showing) return null;
        return { to, ...showingInvitationMail({ ...base, applicationId: notice.applicationId, showing: state.showing }) };
      case 'offer':
        if (!state.lastReplyTime) return null;
        return { to, ...offerMail({ ...base, lastReplyTime: state.lastReplyTime }) };
      case 'reminder': {
        const offer = state.stage === 'OFFERED' && state.lastReplyTime;
        if (offer) return { to, ...answerReminderMail({ ...base, waiting: { kind: 'offer' }, deadline: offer }) };
        if (state.stage !== 'SHOWING_INVITED' || !state.showing) return null;
        return { to, ...answerReminderMail({ ...base, waiting: { kind: 'showing', mandatory: state.showing.mandatory }, deadline: state.showing.lastReplyTime }) };
      }
      case 'lost':
        if (!state.endReason) return null;
        return { to, ...lostMail({ ...base, endReason: state.endReason, warning: notice.warned ? (WARNED_FOR[state.endReason] ?? null) : null }) };
      case 'contract': {
        const fee = (await listOrders(this.db, facts.application.applicantId)).find((o) => o.productId === PRODUCTS.AGENCY_FEE.productId);
        return { to, ...contractMail({ ...base, agencyFee: fee ? { amount: fee.amount, dueDate: fee.dueDate } : null }) };
      }
    }
  }
}
