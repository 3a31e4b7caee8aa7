import { subscriptionInputSchema } from '../../rules/subscription-input';
import { EMPTY_SUBSCRIPTION_FILTER, subscriptionMessages } from '../../rules/subscriptions';
import { subscriptionFormSchema } from './subscriptionFormSchema';
import { EMPTY_SUBSCRIPTION_FORM, formValuesOf, type SubscriptionFormValues } from './subscriptionFormValues';

const form = (over: Partial<SubscriptionFormValues>): SubscriptionFormValues => ({ ...EMPTY_SUBSCRIPTION_FORM, name: 'Nära stan', ...over });
const issues = (values: SubscriptionFormValues) => {
  const parsed = subscriptionFormSchema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('subscriptionFormSchema', () => {
  it.each<[string, Partial<SubscriptionFormValues>, [string, string][]]>([
    ['an empty name', { name: '' }, [['name', subscriptionMessages.nameRequired]]],
    ['a blank name', { name: '   ' }, [['name', subscriptionMessages.nameRequired]]],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, [['name', subscriptionMessages.nameTooLong]]],
    ['more rooms at least than at most', { roomsMin: '4', roomsMax: '2' }, [['roomsMin', subscriptionMessages.roomsRange]]],
    ['a larger least size than most', { areaMin: '100', areaMax: '50' }, [['areaMin', subscriptionMessages.areaRange]]],
    ['a higher least rent than most', { rentMin: '9000', rentMax: '5000' }, [['rentMin', subscriptionMessages.rentRange]]],
    ['a bound that is not a whole number', { rentMax: '8 000,5' }, [['rentMax', subscriptionMessages.number]]],
    ['a negative bound', { areaMin: '-1' }, [['areaMin', subscriptionMessages.number]]],
    [
      'every range wrong at once',
      { roomsMin: '5', roomsMax: '1', areaMin: '75', areaMax: '50', rentMin: '10000', rentMax: '5000' },
      [
        ['roomsMin', subscriptionMessages.roomsRange],
        ['areaMin', subscriptionMessages.areaRange],
        ['rentMin', subscriptionMessages.rentRange],
      ],
    ],
  ])('refuses %s', (_name, over, expected) => {
    expect(issues(form(over))).toEqual(expected);
  });

  it.each<[string, Partial<SubscriptionFormValues>]>([
    ['no filter at all', {}],
    ['equal bounds', { roomsMin: '3', roomsMax: '3', areaMin: '75', areaMax: '75', rentMin: '8000', rentMax: '8000' }],
    ['only one bound of each pair', { roomsMin: '2', areaMax: '100', rentMax: '8000' }],
  ])('accepts %s', (_name, over) => {
    expect(issues(form(over))).toEqual([]);
  });

  it('turns the controls into the saved filter, which the shared input schema accepts unchanged', () => {
    const out = subscriptionFormSchema.parse(
      form({
        name: '  Nära stan ',
        categoryIds: ['STUDENT', 'VANLIG'],
        objectTypeIds: ['LAGENHET', 'VANLIG'],
        balcony: true,
        roomsMin: '2',
        roomsMax: '4',
        rentMax: '8000',
        landlordIds: ['8', '3'],
        regionIds: ['1'],
        districtIds: ['104', '102', '102'],
        sendNotifications: false,
      }),
    );
    expect(out).toEqual({
      name: 'Nära stan',
      sendNotifications: false,
      filter: {
        ...EMPTY_SUBSCRIPTION_FILTER,
        roomsMin: 2,
        roomsMax: 4,
        rentMax: 8000,
        balcony: true,
        landlordIds: [3, 8],
        regionIds: [1],
        districtIds: [102, 104],
        rentalObjectCategoryIds: ['LAGENHET', 'STUDENT', 'VANLIG'],
      },
    });
    expect(subscriptionInputSchema.parse(out)).toEqual(out);
  });

  it('fills the form from a saved search, object types in their own group, and round-trips it', () => {
    const saved = {
      name: 'Luthagen',
      sendNotifications: true,
      filter: { ...EMPTY_SUBSCRIPTION_FILTER, areaMin: 50, rentMin: 5000, elevator: true, districtIds: [102], rentalObjectCategoryIds: ['LAGENHET', 'STUDENT'] },
    };
    const values = formValuesOf(saved, new Set(['LAGENHET', 'RADHUS']));
    expect(values).toMatchObject({ categoryIds: ['STUDENT'], objectTypeIds: ['LAGENHET'], areaMin: '50', areaMax: '', rentMin: '5000', districtIds: ['102'], elevator: true });
    expect(subscriptionFormSchema.parse(values)).toEqual(saved);
    expect(formValuesOf(null)).toEqual(EMPTY_SUBSCRIPTION_FORM);
  });
});
