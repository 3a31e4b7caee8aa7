// One staff account's changes (/mypages/admin/personal/:staffUserId): its fields, and closing or reopening it behind
// a confirmation (a closed account cannot log in, and its sessions end at once).
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { showToast } from '../../components/toast/toastStore';
import { useStaffAccountsQuery } from '../../../operations/staff/accounts/__generated__/StaffAccounts';
import { useStaffSetAccountActiveMutation } from '../../../operations/staff/accounts/__generated__/StaffSetAccountActive';
import { useStaffUpdateAccountMutation } from '../../../operations/staff/accounts/__generated__/StaffUpdateAccount';
import { StaffNotFoundPage } from '../app/StaffNotFoundPage';
import { useStaffTitle } from '../app/useStaffTitle';
import { AccountForm } from './AccountForm';
import { accountInputOf, accountOutcome, formValuesOf } from './accountSave';
import { AccountsRefused, isForbidden } from './AccountsRefused';

export function AccountPage() {
  const staffUserId = Number(useParams().staffUserId);
  const { data, error } = useStaffAccountsQuery();
  const account = data?.staffAccounts.find((a) => a.staffUserId === staffUserId);
  useStaffTitle(account?.name ?? 'Personalkonto');
  const [update] = useStaffUpdateAccountMutation();
  const [setActive, { loading: changingStatus }] = useStaffSetAccountActiveMutation();
  const [confirming, setConfirming] = useState(false);

  if (error && isForbidden(error)) return <AccountsRefused />;
  if (data && !account) return <StaffNotFoundPage />;
  if (!account) {
    return (
      <Skeleton label="Hämtar kontot">
        <SkeletonLine width="40%" />
        <SkeletonLine />
      </Skeleton>
    );
  }

  const changeStatus = async () => {
    setConfirming(false);
    const outcome = await accountOutcome(async () => (await setActive({ variables: { staffUserId, active: !account.active } })).data?.staffSetAccountActive);
    if (outcome.ok) showToast('success', outcome.account.active ? 'Kontot är öppnat igen' : 'Kontot är stängt');
    else showToast('error', outcome.message);
  };

  return (
    <>
      <p>
        <Link to="/personal">Tillbaka till personal</Link>
      </p>
      <h1>{account.name}</h1>
      <p>
        {account.roleText}, {account.active ? 'aktivt konto' : 'stängt konto'}
      </p>
      <section aria-labelledby="account-fields-heading" className="staff-section">
        <h2 id="account-fields-heading">Uppgifter</h2>
        <AccountForm
          key={account.staffUserId}
          mode="update"
          idPrefix="account"
          defaultValues={formValuesOf(account)}
          personalNumberMasked={account.personalNumberMasked}
          successMessage="Ändringarna är sparade"
          save={(values) => accountOutcome(async () => (await update({ variables: { staffUserId, input: accountInputOf(values) } })).data?.staffUpdateAccount)}
        />
      </section>
      <section aria-labelledby="account-status-heading" className="staff-section">
        <h2 id="account-status-heading">Kontots status</h2>
        <p>{account.active ? 'Ett stängt konto kan inte logga in, och dess inloggningar avslutas direkt.' : 'Kontot är stängt och kan inte logga in.'}</p>
        <button type="button" className="button button--secondary" disabled={changingStatus} onClick={() => setConfirming(true)}>
          {account.active ? 'Stäng kontot' : 'Öppna kontot igen'}
        </button>
      </section>
      {confirming && (
        <ConfirmDialog
          title={account.active ? 'Stäng kontot?' : 'Öppna kontot igen?'}
          text={account.active ? `${account.name} kan inte logga in i handläggningen förrän kontot öppnas igen.` : `${account.name} kan logga in i handläggningen igen.`}
          confirm={account.active ? 'Stäng kontot' : 'Öppna kontot'}
          cancel="Avbryt"
          onConfirm={() => void changeStatus()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
