// An account form's save: the form's values as the API's input (the role in the API's words), the result envelope read
// once into the form kit's outcome.
import { GENERIC_ERROR, resultText } from '../../components/resultText';
import type { SaveOutcome } from '../../components/form/saveOutcome';
import type { StaffAccountRole, StaffAccountUpdateInput } from '../../rules/staff-accounts';
import type { StaffAccountResultFieldsFragment } from '../../../operations/staff/accounts/__generated__/StaffAccountResultFields';
import type { StaffRole } from '../graphql/__generated__/types';

export type AccountFormValues = StaffAccountUpdateInput;
type Account = NonNullable<StaffAccountResultFieldsFragment['account']>;

const apiRoles: Record<StaffAccountRole, StaffRole> = { handlaggare: 'HANDLAGGARE', administrator: 'ADMINISTRATOR' };
const formRoles: Record<StaffRole, StaffAccountRole> = { HANDLAGGARE: 'handlaggare', ADMINISTRATOR: 'administrator' };

export const accountInputOf = (values: AccountFormValues) => ({ ...values, role: apiRoles[values.role] });

/** An account's current values for the change form (the personnummer is never sent to the app: typed anew or kept). */
export const formValuesOf = (account: Account): AccountFormValues => ({
  name: account.name,
  email: account.email,
  personalNumber: '',
  role: formRoles[account.role],
  password: '',
});

export async function accountOutcome(run: () => Promise<StaffAccountResultFieldsFragment | null | undefined>): Promise<SaveOutcome<{ account: Account }>> {
  try {
    const result = await run();
    if (result && !result.error && result.account) return { ok: true, account: result.account };
    return { ok: false, message: resultText(result), validationErrors: result?.validationErrors ?? [] };
  } catch {
    return { ok: false, message: GENERIC_ERROR, validationErrors: [] };
  }
}
