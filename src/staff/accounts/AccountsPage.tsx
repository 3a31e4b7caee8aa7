// The administrators' staff accounts (/mypages/admin/personal): every account with its role, BankID personnummer
// (masked) and status, each a link to its changes, and the form for a new account — shown with the list, so the list's
// coming (its length unknown until then) moves nothing already on the page.
import { Link } from 'react-router';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { useStaffAccountsQuery, StaffAccountsDocument } from '../../../operations/staff/accounts/__generated__/StaffAccounts';
import { useStaffCreateAccountMutation } from '../../../operations/staff/accounts/__generated__/StaffCreateAccount';
import { useStaffTitle } from '../app/useStaffTitle';
import { AccountForm } from './AccountForm';
import { accountInputOf, accountOutcome } from './accountSave';
import { AccountsRefused, isForbidden } from './AccountsRefused';

export function AccountsPage() {
  useStaffTitle('Personal');
  const { data, error } = useStaffAccountsQuery();
  const [create] = useStaffCreateAccountMutation({ refetchQueries: [StaffAccountsDocument], awaitRefetchQueries: true });
  if (error && isForbidden(error)) return <AccountsRefused />;
  return (
    <>
      <h1>Personal</h1>
      {!data ? (
        <Skeleton label="Hämtar personalkonton">
          <SkeletonLine />
          <SkeletonLine />
          <SkeletonLine />
        </Skeleton>
      ) : (
        <>
          <table className="staff-table">
            <caption>Personalkonton</caption>
            <thead>
              <tr>
                <th scope="col">Namn</th>
                <th scope="col">E-postadress</th>
                <th scope="col">Roll</th>
                <th scope="col">BankID</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.staffAccounts.map((a) => (
                <tr key={a.staffUserId}>
                  <td>
                    <Link to={`/personal/${a.staffUserId}`}>{a.name}</Link>
                  </td>
                  <td>{a.email}</td>
                  <td>{a.roleText}</td>
                  <td>{a.personalNumberMasked ?? 'Inget personnummer'}</td>
                  <td>{a.active ? 'Aktivt' : 'Stängt'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <section aria-labelledby="new-account-heading" className="staff-section">
            <h2 id="new-account-heading">Nytt konto</h2>
            <AccountForm
              mode="create"
              idPrefix="new-account"
              defaultValues={{}}
              successMessage="Kontot är skapat"
              save={(values) => accountOutcome(async () => (await create({ variables: { input: accountInputOf(values) } })).data?.staffCreateAccount)}
            />
          </section>
        </>
      )}
    </>
  );
}
