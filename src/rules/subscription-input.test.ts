// The server's check of a saved search's input (saveSubscription).
import { subscriptionInputSchema } from './subscription-input';
import { EMPTY_SUBSCRIPTION_FILTER, subscriptionMessages, type SubscriptionFilter } from './subscriptions';

const sf = (over: Partial<SubscriptionFilter>): SubscriptionFilter => ({ ...EMPTY_SUBSCRIPTION_FILTER, ...over });

describe('subscriptionInputSchema', () => {
  const valid = { name: ' Nära stan ', sendNotifications: true, filter: { roomsMin: 2, roomsMax: 3, districtIds: [5, 2, 5] } };
  it('trims the name, fills the filter and sorts and deduplicates ids', () => {
    const parsed = subscriptionInputSchema.parse(valid);
    expect(parsed.name).toBe('Nära stan');
    expect(parsed.filter).toEqual(sf({ roomsMin: 2, roomsMax: 3, districtIds: [2, 5] }));
  });
  it.each<[string, unknown, string]>([
    ['no name', { ...valid, name: null }, subscriptionMessages.nameRequired],
    ['blank name', { ...valid, name: '   ' }, subscriptionMessages.nameRequired],
    ['long name', { ...valid, name: 'x'.repeat(101) }, subscriptionMessages.nameTooLong],
    ['rooms min above max', { ...valid, filter: { roomsMin: 4, roomsMax: 2 } }, subscriptionMessages.roomsRange],
    ['rent min above max', { ...valid, filter: { rentMin: 9000, rentMax: 6000 } }, subscriptionMessages.rentRange],
    ['area min above max', { ...valid, filter: { areaMin: 100, areaMax: 50 } }, subscriptionMessages.areaRange],
    ['negative bound', { ...valid, filter: { rentMin: -1 } }, subscriptionMessages.number],
    ['fraction', { ...valid, filter: { roomsMin: 1.5 } }, subscriptionMessages.number],
  ])('refuses %s', (_n, input, message) => {
    const r = subscriptionInputSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
  it('accepts a missing filter as “everything”', () => {
    expect(subscriptionInputSchema.parse({ name: 'Allt' }).filter).toEqual(EMPTY_SUBSCRIPTION_FILTER);
  });
});
