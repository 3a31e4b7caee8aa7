import { connectionsReplacedBy, type StoredAccountKey } from './bank-replacement';

const a = (connectionId: number, accountKey: string | null): StoredAccountKey => ({ connectionId, accountKey });

describe('connectionsReplacedBy', () => {
  it.each<[string, (string | null)[], StoredAccountKey[], number[]]>([
    ['nothing stored', ['k1'], [], []],
    ['the same accounts again', ['k1', 'k2'], [a(1, 'k1'), a(1, 'k2')], [1]],
    ['one account in common is enough', ['k2'], [a(1, 'k1'), a(1, 'k2')], [1]],
    ['other accounts (another bank) stay', ['k3'], [a(1, 'k1'), a(2, 'k2')], []],
    ['every older connection holding one, each once', ['k1', 'k2'], [a(3, 'k2'), a(1, 'k1'), a(3, 'k1'), a(2, 'k9')], [1, 3]],
    ['the new connection’s own accounts are not a match', ['k1'], [a(7, 'k1')], []],
    ['an account without a key matches nothing', [null], [a(1, null)], []],
    ['a keyless new account beside a keyed one', [null, 'k1'], [a(1, null), a(2, 'k1')], [2]],
  ])('%s', (_name, keys, stored, replaced) => {
    expect(connectionsReplacedBy(7, keys, stored)).toEqual(replaced);
  });
});
