// What a case handler sees on the accounts pages: only administrators manage staff accounts (the server refuses the
// operations with FORBIDDEN; the menu does not show them).
import { CombinedGraphQLErrors } from '@apollo/client';
import { useStaffTitle } from '../app/useStaffTitle';

export const isForbidden = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'FORBIDDEN');

export function AccountsRefused() {
  useStaffTitle('Personal');
  return (
    <>
      <h1>Personal</h1>
      <p role="alert">Du har inte behörighet att hantera personalkonton. Det gör en administratör.</p>
    </>
  );
}
