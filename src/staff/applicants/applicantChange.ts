// A case handler's change as its form's save: the mutation's result envelope read once, the card it answers with
// written over the cached card.
import { useApolloClient } from '@apollo/client/react';
import { GENERIC_ERROR, resultText } from '../../components/resultText';
import type { SaveOutcome } from '../../components/form/saveOutcome';
import type { StaffApplicantChangeFieldsFragment } from '../../../operations/staff/applicants/__generated__/StaffApplicantChangeFields';
import type { StaffApplicantCardFieldsFragment } from '../../../operations/staff/applicants/__generated__/StaffApplicantCardFields';
import { StaffApplicantDocument } from '../../../operations/staff/applicants/__generated__/StaffApplicant';

export type ApplicantCard = StaffApplicantCardFieldsFragment;

/** Writes the card a change answered with over the cached one, so the page shows it at once (no second view row). */
export function useReplaceCard(applicantId: number) {
  const client = useApolloClient();
  return (card: ApplicantCard) => client.writeQuery({ query: StaffApplicantDocument, variables: { applicantId }, data: { staffApplicant: card } });
}

type ChangeResult = StaffApplicantChangeFieldsFragment;
export type ChangeOutcome = SaveOutcome<{ automaticBlock: ChangeResult['automaticBlock'] }>;

export async function applyChange(run: () => Promise<ChangeResult | null | undefined>, replaceCard: (card: NonNullable<ChangeResult['applicant']>) => void): Promise<ChangeOutcome> {
  try {
    const result = await run();
    if (result && !result.error && result.applicant) {
      replaceCard(result.applicant);
      return { ok: true, automaticBlock: result.automaticBlock };
    }
    return { ok: false, message: resultText(result), validationErrors: result?.validationErrors ?? [] };
  } catch {
    return { ok: false, message: GENERIC_ERROR, validationErrors: [] };
  }
}
