// /profile/incomes/bank, 'Digital inkomstverifiering' (spec 000 §1, §4; issue 14): the start screen explaining the
// service with the button that opens the three-step connect dialog; once a bank is connected, the verified monthly
// income, the connected accounts (renew, remove) and the fetched incomes by month.
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useSaveAction } from '../../components/form/useSaveAction';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { useGetOpenBankingObjectOutputQuery } from '../../graphql/__generated__/hooks';
import { connectionViews, renewTarget, type ConnectionView } from './bankData';
import { bankTexts as t } from './bankTexts';
import { ConnectDialog, type ConnectDialogProps } from './ConnectDialog';
import { Connections } from './Connections';
import { IncomeMonths } from './IncomeMonths';
import { useDeleteConnection } from './useDeleteConnection';
import { VerifiedIncome } from './VerifiedIncome';
import './bank.css';

function BankSkeleton() {
  return (
    <Skeleton label={t.title} className="bank-skeleton">
      <SkeletonLine width="50%" className="bank-skeleton__heading" />
      <SkeletonLine width="30%" />
      <SkeletonLine />
      <SkeletonLine width="70%" />
    </Skeleton>
  );
}

export default function BankPage() {
  useDocumentTitle(t.title);
  const { data, loading } = useGetOpenBankingObjectOutputQuery();
  const output = data?.getOpenBankingObjectOutput;
  // A renewal names the connection it replaces: removed once the new consent is stored, so the bank is listed (and
  // its incomes counted) once.
  const [dialog, setDialog] = useState<{ renew?: ConnectDialogProps['renew']; replaces?: number } | null>(null);
  const [removing, setRemoving] = useState<ConnectionView | null>(null);
  const action = useSaveAction();
  const remove = useDeleteConnection();

  const connections = output && !output.error ? connectionViews(output) : [];
  const confirmRemove = async () => {
    const connection = removing;
    setRemoving(null);
    if (connection) await action.save(() => remove(connection.dataId), t.removed);
  };

  let body;
  if (loading && !output) body = <BankSkeleton />;
  else if (!output || output.error) body = <p className="alert alert--error">{t.loadFailed}</p>;
  else if (connections.length === 0)
    body = (
      <section className="bank-start" aria-labelledby="bank-start-title">
        <h2 id="bank-start-title">{t.verifiedTitle}</h2>
        <p>{t.notConnected}</p>
        <button type="button" className="button" onClick={() => setDialog({})}>
          {t.connect}
        </button>
      </section>
    );
  else
    body = (
      <>
        <section className="bank-box" aria-labelledby="bank-verified-title">
          <h2 className="bank-box__title" id="bank-verified-title">
            {t.verifiedTitle}
          </h2>
          <VerifiedIncome amount={output.verifiedMonthlyIncome} />
        </section>
        <section aria-labelledby="bank-connections-title">
          <h2 id="bank-connections-title">{t.connectionsTitle}</h2>
          <Connections connections={connections} onRenew={(c) => setDialog({ renew: renewTarget(c), replaces: c.dataId })} onRemove={setRemoving} />
          <button type="button" className="button button--secondary" onClick={() => setDialog({})}>
            {t.connectAnother}
          </button>
        </section>
        <section aria-labelledby="bank-months-title">
          <h2 id="bank-months-title">{t.monthsTitle}</h2>
          <IncomeMonths months={output.transactions} />
        </section>
      </>
    );

  return (
    <div className="bank-page">
      <p className="bank-page__back">
        <Link to="/profile/incomes">{t.backToIncomes}</Link>
      </p>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <p>{t.consentNote}</p>
      {body}
      {dialog && (
        <ConnectDialog
          renew={dialog.renew}
          onConnected={dialog.replaces === undefined ? undefined : () => remove(dialog.replaces!)}
          onClose={() => setDialog(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t.removeConfirm(removing.bankName)}
          text={t.removeText}
          confirm={t.confirmRemove}
          cancel={t.cancel}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
