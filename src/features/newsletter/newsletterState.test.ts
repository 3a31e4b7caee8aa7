import {
  canChange,
  changeReducer,
  checkPhaseOf,
  initialChangeState,
  newsletterMessages,
  showNewsletterTab,
  type ChangeEvent,
  type ChangeState,
  type Phase,
} from './newsletterState';

describe('newsletter check (idle → pending → succeeded | failed)', () => {
  const answer = (isSubscriber: boolean | null, error = false) => ({ error, isSubscriber });
  it.each<[string, Parameters<typeof checkPhaseOf>[0], Phase]>([
    ['not asked (no list or e-mail)', { skipped: true, loading: false, failed: false, result: undefined }, 'idle'],
    ['asking', { skipped: false, loading: true, failed: false, result: undefined }, 'pending'],
    ['answered: subscriber', { skipped: false, loading: false, failed: false, result: answer(true) }, 'succeeded'],
    ['answered: not a subscriber', { skipped: false, loading: false, failed: false, result: answer(false) }, 'succeeded'],
    ['asking again with an answer in hand', { skipped: false, loading: true, failed: false, result: answer(true) }, 'succeeded'],
    ['the service failed (error result)', { skipped: false, loading: false, failed: false, result: answer(null, true) }, 'failed'],
    ['no status in the answer', { skipped: false, loading: false, failed: false, result: answer(null) }, 'failed'],
    ['the request failed', { skipped: false, loading: false, failed: true, result: undefined }, 'failed'],
  ])('%s → %s', (_case, query, phase) => {
    expect(checkPhaseOf(query)).toBe(phase);
  });
});

describe('newsletter tab visibility', () => {
  it.each<[boolean, string | null, Phase, boolean]>([
    [true, 'a@example.se', 'idle', true],
    [true, 'a@example.se', 'pending', true],
    [true, 'a@example.se', 'succeeded', true],
    [true, 'a@example.se', 'failed', false],
    [false, 'a@example.se', 'succeeded', false],
    [true, null, 'idle', false],
    [true, '', 'idle', false],
  ])('enabled %s, e-mail %j, check %s → shown %s', (enabled, email, check, shown) => {
    expect(showNewsletterTab(enabled, email, check)).toBe(shown);
  });
});

describe('newsletter changes (idle → pending → succeeded | failed)', () => {
  const run = (events: ChangeEvent[], from: ChangeState = initialChangeState) => events.reduce(changeReducer, from);

  it.each<[string, ChangeEvent[], ChangeState]>([
    ['subscribe starts', [{ type: 'start', change: 'subscribe' }], { subscribe: 'pending', unsubscribe: 'idle', message: null }],
    [
      'subscribe succeeds',
      [
        { type: 'start', change: 'subscribe' },
        { type: 'succeeded', change: 'subscribe' },
      ],
      { subscribe: 'succeeded', unsubscribe: 'idle', message: null },
    ],
    [
      'unsubscribe succeeds',
      [
        { type: 'start', change: 'unsubscribe' },
        { type: 'succeeded', change: 'unsubscribe' },
      ],
      { subscribe: 'idle', unsubscribe: 'succeeded', message: null },
    ],
    [
      'subscribe fails with the server text',
      [
        { type: 'start', change: 'subscribe' },
        { type: 'failed', change: 'subscribe', message: 'Tjänsten svarar inte' },
      ],
      { subscribe: 'failed', unsubscribe: 'idle', message: 'Tjänsten svarar inte' },
    ],
    [
      'subscribe fails without a text: its own message',
      [
        { type: 'start', change: 'subscribe' },
        { type: 'failed', change: 'subscribe', message: null },
      ],
      { subscribe: 'failed', unsubscribe: 'idle', message: newsletterMessages.subscribeFailed },
    ],
    [
      'unsubscribe fails without a text: its own message',
      [
        { type: 'start', change: 'unsubscribe' },
        { type: 'failed', change: 'unsubscribe', message: null },
      ],
      { subscribe: 'idle', unsubscribe: 'failed', message: newsletterMessages.unsubscribeFailed },
    ],
    [
      'a second start while one is pending is ignored',
      [
        { type: 'start', change: 'subscribe' },
        { type: 'start', change: 'unsubscribe' },
      ],
      { subscribe: 'pending', unsubscribe: 'idle', message: null },
    ],
    [
      'a new start clears the last failure',
      [
        { type: 'start', change: 'subscribe' },
        { type: 'failed', change: 'subscribe', message: null },
        { type: 'start', change: 'subscribe' },
      ],
      { subscribe: 'pending', unsubscribe: 'idle', message: null },
    ],
    [
      'after a subscribe the unsubscribe starts from idle',
      [
        { type: 'start', change: 'subscribe' },
        { type: 'succeeded', change: 'subscribe' },
        { type: 'start', change: 'unsubscribe' },
      ],
      { subscribe: 'idle', unsubscribe: 'pending', message: null },
    ],
    ['an answer for a change that is not pending is ignored', [{ type: 'succeeded', change: 'subscribe' }], initialChangeState],
  ])('%s', (_case, events, expected) => {
    expect(run(events)).toEqual(expected);
  });

  it.each<[Phase, ChangeState, boolean]>([
    ['succeeded', initialChangeState, true],
    ['pending', initialChangeState, false],
    ['failed', initialChangeState, false],
    ['succeeded', { subscribe: 'pending', unsubscribe: 'idle', message: null }, false],
    ['succeeded', { subscribe: 'failed', unsubscribe: 'idle', message: 'x' }, true],
  ])('with the check %s and %j a change may start: %s', (check, state, may) => {
    expect(canChange(check, state)).toBe(may);
  });
});
