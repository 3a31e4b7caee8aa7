// /openbankingreturn (spec 000 §2, §4, §8): where the bank's window comes back, outside the app shell. A spinner with
// 'validating' and the expected wait while the agreement is checked; then the outcome, posted to the opener (the
// page that opened the bank's window), and this window offers to close. status error fails at once.
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { readReturnQuery } from './bankReturn';
import { bankTexts as t } from './bankTexts';
import { useBankReturn } from './useBankReturn';
import './bank.css';

export default function BankReturnPage() {
  useDocumentTitle(t.returnTitle);
  const { search } = useLocation();
  const query = useMemo(() => readReturnQuery(search), [search]);
  const outcome = useBankReturn(query);

  return (
    <main className="bank-return" id="main">
      <h1 className="bank-return__title">{t.returnTitle}</h1>
      <div className="bank-return__body">
        {outcome === 'validating' ? (
          <div role="status" className="bank-return__validating">
            <span className="spinner__circle" aria-hidden="true" />
            <p className="bank-return__text">{t.validating}</p>
            <p>{t.expectedWait}</p>
          </div>
        ) : outcome === 'success' ? (
          <div role="status">
            <p className="alert alert--success">{t.returnSuccess}</p>
            <CloseButton />
          </div>
        ) : (
          <div role="alert">
            <p className="alert alert--error">{t.failure}</p>
            <p>{t.returnFailedClose}</p>
            <CloseButton />
          </div>
        )}
      </div>
    </main>
  );
}

function CloseButton() {
  return (
    <button type="button" className="button" onClick={() => window.close()}>
      {t.closeWindow}
    </button>
  );
}
