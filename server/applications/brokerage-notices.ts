// What the brokerage tells applicants by e-mail after a step has been committed (server/applications/mail/ composes
// and sends them). Sent after the transaction, never inside it: a rolled-back step mails nobody.
export type NoticeKind = 'showingInvitation' | 'offer' | 'lost' | 'contract' | 'reminder';

export interface Notice {
  kind: NoticeKind;
  applicationId: number;
  /** A warning was given with it (a lost home for a missed showing or an unanswered offer). */
  warned?: boolean;
}

export interface BrokerageNotices {
  /** Sends each notice; never throws. Returns the ones that could not be sent. */
  send(notices: readonly Notice[]): Promise<{ failed: Notice[] }>;
}

/** Sends nothing (the demo seed, and tests that do not look at e-mail). */
export const silentNotices: BrokerageNotices = { send: async () => ({ failed: [] }) };
