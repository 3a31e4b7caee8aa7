// Autopay on the account page (spec 000 §4 Autopay, §8): whether the applicant has an active agreement, and
// 'Starta autogiro' (createAutopayAgreement, then the provider's card page) or 'Avsluta autogiro'. Back from
// the provider with ?autopay=registered the agreement is saved with the paymentReference kept before leaving;
// ?autopay=cancelled says nothing was started. The parameter is then taken off the address, so a reload does
// not save again, and focus goes to the heading of this part.
import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router';
import { useInFlight } from '../../../components/form/useInFlight';
import { showToast } from '../../../components/toast/toastStore';
import { resultText } from '../../../components/resultText';
import { Spinner } from '../../../components/Spinner';
import {
  useCreateAutopayAgreementMutation,
  useDeleteAutopayAgreementMutation,
  useGetHasActiveAutopayAgreementQuery,
  useSaveAutopayAgreementMutation,
} from '../../../graphql/__generated__/hooks';
import { outcomeOf, type SaveOutcome } from '../../../components/form/saveOutcome';
import { leavePage } from '../leavePage';
import { RedirectStatus } from '../PaymentResult';
import { AUTOPAY_RETURN, readAutopayReturn, readPaymentReturn, withoutReturnParams } from '../paymentReturn';
import { autopayTexts as t } from '../paymentTexts';
import { autopayReferenceOnReturn, forgetAutopayReference, rememberAutopayReference } from './autopayReference';

export function AutopayPanel() {
  const client = useApolloClient();
  const location = useLocation();
  const navigate = useNavigate();
  const status = useGetHasActiveAutopayAgreementQuery();
  const [create] = useCreateAutopayAgreementMutation();
  const [save] = useSaveAutopayAgreementMutation();
  const [remove] = useDeleteAutopayAgreementMutation();
  const { busy, run } = useInFlight();
  const [saving, setSaving] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const handledReturn = useRef<string | null>(null);

  const returned = readAutopayReturn(location.search);

  // The agreement is read again (a failed read leaves the saved change saved). Autopay also decides whether
  // the queue fee's payment method can change, so the cached orders are stale.
  const afterChange = async () => {
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'getOrders' });
    client.cache.gc();
    await status.refetch().catch(() => undefined);
  };

  // The return is handled once the agreement's first answer is in, so the read after the save is a new one.
  const statusSettled = status.data !== undefined || status.error !== undefined;

  useEffect(() => {
    if (returned === null || !statusSettled || handledReturn.current === location.key) return;
    handledReturn.current = location.key;
    const { paymentId } = readPaymentReturn(location.search);
    navigate({ pathname: location.pathname, search: withoutReturnParams(location.search), hash: location.hash }, { replace: true });
    if (returned === 'cancelled') {
      forgetAutopayReference();
      setNotice(t.cancelled);
      headingRef.current?.focus();
      return;
    }
    const reference = autopayReferenceOnReturn(paymentId);
    setSaving(true);
    const saved: Promise<SaveOutcome> = reference
      ? outcomeOf(async () => (await save({ variables: { agreementRef: reference } })).data?.saveAutopayAgreement)
      : Promise.resolve({ ok: false, message: t.cannotSave, validationErrors: [] });
    void saved.then(async (outcome) => {
      if (outcome.ok) {
        forgetAutopayReference();
        await afterChange();
      }
      setSaving(false);
      if (outcome.ok) {
        showToast('success', t.started);
      } else {
        showToast('error', outcome.message || t.cannotSave);
      }
      headingRef.current?.focus();
    });
    // Handled once per arrival (location.key); the rest is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned, location.key, statusSettled]);

  const start = async () => {
    if (redirecting) return;
    await run(async () => {
      setNotice(null);
      try {
        const { data } = await create({ variables: { ...AUTOPAY_RETURN, userAgent: navigator.userAgent } });
        const result = data?.createAutopayAgreement;
        if (result && !result.error && result.redirectUrl && result.paymentReference) {
          rememberAutopayReference(result.paymentReference);
          if (leavePage(result.redirectUrl)) {
            setRedirecting(true);
            return;
          }
        }
        showToast('error', result?.errorText || t.cannotRegister);
      } catch {
        showToast('error', t.cannotRegister);
      }
    });
  };

  const stop = async () => {
    const outcome = await run(async () => {
      setNotice(null);
      const removed = await outcomeOf(async () => (await remove()).data?.deleteAutopayAgreement);
      if (removed.ok) await afterChange();
      return removed;
    });
    if (!outcome) return;
    if (outcome.ok) {
      showToast('success', t.stopped);
      headingRef.current?.focus();
    } else {
      showToast('error', outcome.message);
    }
  };

  const result = status.data?.getHasActiveAutopayAgreement;
  const active = result?.hasActiveAutopayAgreement === true;

  return (
    <div className="payment-section autopay" aria-busy={busy || saving || undefined}>
      <h3 id="autopay-heading" tabIndex={-1} ref={headingRef}>
        {t.heading}
      </h3>
      <p>{t.explanation}</p>
      {notice && (
        <p className="alert payment-notice" role="status">
          {notice}
        </p>
      )}
      {saving && <Spinner label={t.saving} />}
      {!saving && status.loading && !result && <Spinner />}
      {!saving && !status.loading && (status.error || !result || result.error) && (
        <p className="alert alert--error" role="alert">
          {resultText(status.error ? null : result)}
        </p>
      )}
      {!saving && result && !result.error && (
        <>
          <p>
            <strong>{active ? t.active : t.inactive}</strong>
          </p>
          <div className="form__actions">
            {active ? (
              <button type="button" className="button button--secondary" onClick={() => void stop()}>
                {t.stop}
              </button>
            ) : (
              <button type="button" className="button" onClick={() => void start()}>
                {t.start}
              </button>
            )}
          </div>
        </>
      )}
      <RedirectStatus redirecting={redirecting} />
    </div>
  );
}
