// completeOrder's answer as what the page shows (spec 000 §4 Payment, §8 'Betalningen misslyckades').
// The server's own failure texts all say the payment did not go through; the page says it in one wording
// with the advice to try again later and contact customer service.
export type Completion = { kind: 'paid'; isCoApplicantUpgrade: boolean } | { kind: 'failed' };

export interface CompleteOrderResultLike {
  error: boolean;
  isCoApplicantUpgrade: boolean;
  order?: { isPaid: boolean } | null;
}

export function completionOf(result: CompleteOrderResultLike | null | undefined): Completion {
  if (!result || result.error) return { kind: 'failed' };
  // A logged-in caller gets the order back: it must say paid. A payment-link caller gets no order.
  if (result.order && !result.order.isPaid) return { kind: 'failed' };
  return { kind: 'paid', isCoApplicantUpgrade: result.isCoApplicantUpgrade };
}
