// The return page's state: runs bankReturn.ts once with the agreement check (the codegen'd lazy query, never from
// the cache) and this window's opener and origin; 'Error fetching accounts' as a toast when the check gives up.
import { useEffect, useState } from 'react';
import { showToast } from '../../components/toast/toastStore';
import { useCheckOpenBankingActiveAgreementOutputTypeLazyQuery } from '../../graphql/__generated__/hooks';
import { runBankReturn, type AgreementCheck, type ReturnOutcome, type ReturnQuery } from './bankReturn';
import { bankTexts as t } from './bankTexts';

export function useBankReturn(query: ReturnQuery): ReturnOutcome | 'validating' {
  const [outcome, setOutcome] = useState<ReturnOutcome | 'validating'>(query.status === 'success' ? 'validating' : 'error');
  const [checkAgreement] = useCheckOpenBankingActiveAgreementOutputTypeLazyQuery({ fetchPolicy: 'network-only' });

  useEffect(() => {
    const controller = new AbortController();
    const check = async (caseId: string): Promise<AgreementCheck> => {
      const { data, error } = await checkAgreement({ variables: { caseId } });
      const result = data?.checkOpenBankingActiveAgreementOutputType;
      if (error || !result) throw new Error('check failed');
      return result;
    };
    void runBankReturn({ query, check, opener: window.opener as Window | null, ownOrigin: window.location.origin, signal: controller.signal }).then((done) => {
      if (!done) return;
      setOutcome(done);
      if (done === 'fetchFailed') showToast('error', t.fetchFailed);
    });
    return () => controller.abort();
    // Runs once per page: the query is the address's, read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.status, query.caseId]);

  return outcome;
}
