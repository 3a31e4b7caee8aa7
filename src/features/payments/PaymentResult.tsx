// The frame of the payment result pages (spec 000 §2: cancelled, completed, failed): the page heading follows
// the state (checking, then the outcome) and takes focus when it changes, so screen readers announce the
// outcome and reading goes on from there.
import { useReactiveVar } from '@apollo/client/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { loginPathFor } from '../../app/RequireAuth';
import { sessionVar } from '../../app/session/sessionState';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Spinner } from '../../components/Spinner';
import { PAYMENT_PATHS } from './paymentReturn';
import { paymentTexts } from './paymentTexts';
import './payments.css';

export function ResultPage({ title, busyLabel, children }: { title: string; busyLabel?: string; children?: ReactNode }) {
  useDocumentTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    headingRef.current?.focus();
  }, [title]);
  return (
    <div className="page page--narrow payment-result">
      <h1 tabIndex={-1} ref={headingRef}>
        {title}
      </h1>
      {busyLabel ? <Spinner label={busyLabel} /> : children}
    </div>
  );
}

/**
 * Where a logged-in person goes on from a payment page: the payments page, or the account page for a co-applicant
 * (or when `toAccount` says so); a visitor without a session is offered the login.
 */
export function OnwardLink({ loggedOutText = paymentTexts.loginToPay, toAccount }: { loggedOutText?: string; toAccount?: boolean }) {
  const { isAuthenticated, isCoApplicant, isLoading } = useReactiveVar(sessionVar);
  if (isLoading) return null;
  if (!isAuthenticated) {
    return (
      <p>
        <Link to={loginPathFor(PAYMENT_PATHS.payments)}>{loggedOutText}</Link>
      </p>
    );
  }
  return (
    <p>
      {(toAccount ?? isCoApplicant) ? <Link to={PAYMENT_PATHS.account}>{paymentTexts.toAccount}</Link> : <Link to={PAYMENT_PATHS.payments}>{paymentTexts.toPayments}</Link>}
    </p>
  );
}

/** 'Betalningen misslyckades' with the advice (spec 000 §8), and what the page offers next. */
export function FailedBody({ children }: { children?: ReactNode }) {
  return (
    <>
      <div className="alert alert--error payment-result__alert">
        <p>{paymentTexts.failedAdvice}</p>
      </div>
      {children}
    </>
  );
}

/** Says that the browser is on its way to the provider (a polite live region that is always there). */
export function RedirectStatus({ redirecting }: { redirecting: boolean }) {
  return (
    <p role="status" className="payment-result__status">
      {redirecting ? paymentTexts.redirecting : ''}
    </p>
  );
}
