// Swedish names of the account types (spec 000 §3).
import { AccountType } from '../../graphql/__generated__/hooks';

export function accountTypeLabel(type: AccountType): string {
  return type === AccountType.CoApplicantAccount ? 'Medsökandekonto' : 'Kökonto';
}
