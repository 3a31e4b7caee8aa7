// The newsletter's state machine (spec 000 §4, §8): check, subscribe and unsubscribe each go
// idle → pending → succeeded (or failed). A failed check hides the newsletter tab; a failed
// subscribe or unsubscribe shows its own message. Pure: useNewsletter.ts drives it. The check's
// phase comes from its query; the changes' phases from the reducer below.

export type Phase = 'idle' | 'pending' | 'succeeded' | 'failed';
export type NewsletterChange = 'subscribe' | 'unsubscribe';

export const newsletterMessages = {
  subscribed: 'Du prenumererar nu på nyhetsbrevet',
  unsubscribed: 'Du prenumererar inte längre på nyhetsbrevet',
  subscribeFailed: 'Det gick inte att prenumerera på nyhetsbrevet just nu. Försök igen senare.',
  unsubscribeFailed: 'Det gick inte att avsluta prenumerationen just nu. Försök igen senare.',
} as const;

/** The check's phase from its query: not asked yet, under way, answered, or failed (error or no answer). */
export function checkPhaseOf(query: {
  skipped: boolean;
  loading: boolean;
  failed: boolean;
  result: { error: boolean; isSubscriber: boolean | null } | null | undefined;
}): Phase {
  if (query.skipped) return 'idle';
  if (query.loading && !query.result) return 'pending';
  if (query.failed || !query.result || query.result.error || query.result.isSubscriber === null) return 'failed';
  return 'succeeded';
}

export interface ChangeState {
  subscribe: Phase;
  unsubscribe: Phase;
  /** The message of the last failed change. */
  message: string | null;
}

export type ChangeEvent =
  | { type: 'start'; change: NewsletterChange }
  | { type: 'succeeded'; change: NewsletterChange }
  | { type: 'failed'; change: NewsletterChange; message: string | null };

export const initialChangeState: ChangeState = { subscribe: 'idle', unsubscribe: 'idle', message: null };

const isBusy = (s: ChangeState) => s.subscribe === 'pending' || s.unsubscribe === 'pending';

/** Whether a change may start now: the status is known and no change is under way. */
export function canChange(check: Phase, state: ChangeState): boolean {
  return check === 'succeeded' && !isBusy(state);
}

export function changeReducer(state: ChangeState, event: ChangeEvent): ChangeState {
  switch (event.type) {
    case 'start':
      // One change at a time: a second press while one is under way does nothing.
      if (isBusy(state)) return state;
      return { subscribe: 'idle', unsubscribe: 'idle', [event.change]: 'pending', message: null };
    case 'succeeded':
      if (state[event.change] !== 'pending') return state;
      return { ...state, [event.change]: 'succeeded', message: null };
    case 'failed': {
      if (state[event.change] !== 'pending') return state;
      const fallback = event.change === 'subscribe' ? newsletterMessages.subscribeFailed : newsletterMessages.unsubscribeFailed;
      return { ...state, [event.change]: 'failed', message: event.message || fallback };
    }
  }
}

/** The tab shows when the agency has a newsletter, the applicant an e-mail, and the check has not failed. */
export function showNewsletterTab(enabled: boolean, email: string | null | undefined, check: Phase): boolean {
  return enabled && !!email && check !== 'failed';
}
