// The vacant homes list in Apollo's cache: one entry per search (filter and sort), to which each fetched page is
// added, so the page that asked for the first 20 reads every home loaded so far, and coming back to the list finds
// them all in the cache. A page at skip 0 starts the entry over; a later page replaces what lay from its skip on, and
// a home already in the list is not added twice (homes can move between pages when the list changes meanwhile).
import type { FieldPolicy, Reference } from '@apollo/client';

interface PagedResult {
  error: boolean;
  totalCount: number;
  rentalObjects: readonly Reference[];
}

export const pagedRentalObjects: FieldPolicy<PagedResult> = {
  keyArgs: ['filter', 'sort'],
  merge(existing, incoming, { args, readField }) {
    const skip = typeof args?.skip === 'number' ? args.skip : 0;
    if (!existing || skip === 0) return incoming;
    // A page that failed leaves what was loaded (the caller of fetchMore says it failed).
    if (incoming.error) return existing;
    const head = existing.rentalObjects.slice(0, skip);
    const seen = new Set(head.map((ref) => readField<string>('rentalObjectId', ref)));
    const added = incoming.rentalObjects.filter((ref) => {
      const id = readField<string>('rentalObjectId', ref);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
    return { ...incoming, rentalObjects: [...head, ...added] };
  },
};
