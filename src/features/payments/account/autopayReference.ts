// The card registration's paymentReference, kept in sessionStorage while the browser is at the provider:
// back on the account page it is the agreementRef that saveAutopayAgreement stores (spec 000 §4 Autopay).
export const AUTOPAY_REFERENCE_KEY = 'autopayPaymentReference';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserSessionStorage(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberAutopayReference(reference: string, storage: Store | null = browserSessionStorage()): void {
  try {
    storage?.setItem(AUTOPAY_REFERENCE_KEY, reference);
  } catch {
    // Storage full or blocked: the provider's paymentid on the return address is used instead.
  }
}

/** The stored reference, else the provider's payment id from the return address, else null. */
export function autopayReferenceOnReturn(paymentIdFromReturn: string | null, storage: Store | null = browserSessionStorage()): string | null {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(AUTOPAY_REFERENCE_KEY) ?? null;
  } catch {
    stored = null;
  }
  return stored || paymentIdFromReturn || null;
}

export function forgetAutopayReference(storage: Store | null = browserSessionStorage()): void {
  try {
    storage?.removeItem(AUTOPAY_REFERENCE_KEY);
  } catch {
    // Nothing to do.
  }
}
