import { ACCOUNT_BLOCKS_LINK, myPagesNotices, type NoticeFacts } from './myPagesNotices';

const none: NoticeFacts = { blocks: [], hasQueueFee: false, queueFeeValidToDate: '2027-07-01' };
const everywhere = 'Ditt konto är spärrat. Du kan inte anmäla intresse för bostäder just nu.';
const at = (landlord: string) => `Du är spärrad hos ${landlord} och kan inte anmäla intresse för deras bostäder.`;
const fee = 'Du har en obetald köavgift.';
const feeKeepPlace = 'Du har en obetald köavgift. Betala köavgiften för att behålla din plats i bostadskön.';

describe('notices on entering my pages (spec 000 §8)', () => {
  it.each<[string, Partial<NoticeFacts>, string[]]>([
    ['nothing', {}, []],
    ['a block on every landlord', { blocks: [{ landlord: '' }] }, [everywhere]],
    ['a block on one landlord', { blocks: [{ landlord: 'Uppsalahem' }] }, [at('Uppsalahem')]],
    ['blocks on two landlords', { blocks: [{ landlord: 'Uppsalahem' }, { landlord: 'Rikshem' }] }, [at('Uppsalahem'), at('Rikshem')]],
    ['the same landlord twice', { blocks: [{ landlord: 'Uppsalahem' }, { landlord: 'Uppsalahem' }] }, [at('Uppsalahem')]],
    ['every landlord and one landlord: the wider block only', { blocks: [{ landlord: 'Uppsalahem' }, { landlord: '' }] }, [everywhere]],
    ['a blank landlord counts as every landlord', { blocks: [{ landlord: '  ' }] }, [everywhere]],
    ['a queue fee with a paid period', { hasQueueFee: true }, [fee]],
    ['a queue fee without a paid period', { hasQueueFee: true, queueFeeValidToDate: null }, [feeKeepPlace]],
    ['no queue fee and no paid period', { queueFeeValidToDate: null }, []],
    ['a block and a queue fee: block first', { blocks: [{ landlord: '' }], hasQueueFee: true }, [everywhere, fee]],
  ])('%s', (_case, facts, messages) => {
    expect(myPagesNotices({ ...none, ...facts }).map((n) => n.message)).toEqual(messages);
  });

  it('links block notices to the account page, and not the queue-fee notice', () => {
    const notices = myPagesNotices({ blocks: [{ landlord: 'Uppsalahem' }], hasQueueFee: true, queueFeeValidToDate: null });
    expect(notices[0]?.link).toEqual(ACCOUNT_BLOCKS_LINK);
    expect(ACCOUNT_BLOCKS_LINK.to).toMatch(/^\/profile\/account/);
    expect(notices[1]?.link).toBeUndefined();
  });
});
