// Which of an applicant's connections a new one replaces (issue 14): every other connection holding at least one of the
// same accounts (by account key, server/bank/account-key.ts). Connecting the same bank and accounts again, or renewing a
// consent, must not count the same income twice; the newest consent holds the account from then on, and the older
// connection goes with all its data (its consent is revoked at the aggregator as on a delete). An account without a
// key matches nothing. Pure.

export interface StoredAccountKey {
  connectionId: number;
  accountKey: string | null;
}

/** The ids of the connections (other than `newConnectionId`) that hold one of `newKeys`, ascending, each once. */
export function connectionsReplacedBy(newConnectionId: number, newKeys: readonly (string | null)[], stored: readonly StoredAccountKey[]): number[] {
  const keys = new Set(newKeys.filter((k): k is string => !!k));
  const ids = new Set(stored.filter((a) => a.connectionId !== newConnectionId && a.accountKey !== null && keys.has(a.accountKey)).map((a) => a.connectionId));
  return [...ids].sort((a, b) => a - b);
}
