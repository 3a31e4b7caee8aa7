// A listing change as its form's or button's save: the mutation's result envelope read once, the object it answers
// with written over the cached one (so the editor shows it at once).
import { useApolloClient } from '@apollo/client/react';
import { GENERIC_ERROR, resultText } from '../../components/resultText';
import type { SaveOutcome } from '../../components/form/saveOutcome';
import { StaffListingDocument } from '../../../operations/staff/listings/__generated__/StaffListing';
import type { StaffListingFieldsFragment } from '../../../operations/staff/listings/__generated__/StaffListingFields';
import type { StaffListingResultFieldsFragment } from '../../../operations/staff/listings/__generated__/StaffListingResultFields';

export type StaffListing = StaffListingFieldsFragment;

export function useReplaceListing() {
  const client = useApolloClient();
  return (listing: StaffListing) => client.writeQuery({ query: StaffListingDocument, variables: { rentalObjectId: listing.rentalObjectId }, data: { staffListing: listing } });
}

export async function listingChange(run: () => Promise<StaffListingResultFieldsFragment | null | undefined>, replace: (listing: StaffListing) => void): Promise<SaveOutcome<{ listing: StaffListing }>> {
  try {
    const result = await run();
    if (result && !result.error && result.listing) {
      replace(result.listing);
      return { ok: true, listing: result.listing };
    }
    return { ok: false, message: resultText(result), validationErrors: result?.validationErrors ?? [] };
  } catch {
    return { ok: false, message: GENERIC_ERROR, validationErrors: [] };
  }
}
