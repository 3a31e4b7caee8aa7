// The three-step connect dialog (spec 000 §4, §7): 1 choose the bank, 2 identify with BankID in the bank's own window,
// 3 connected (or the spec's failure message with a retry). One Modal throughout (focus moved in, kept inside, given
// back; Escape closes); each step's heading takes the focus when the step opens. Renewing a consent opens it at step 2
// with the bank already chosen. On success the page's bank data is fetched again.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../components/Modal';
import { BANK_ADDED_SUCCESS, type BankMessage } from './bankMessages';
import { bankTexts as t } from './bankTexts';
import { IdentifyStep } from './IdentifyStep';
import { ProviderStep, type Provider } from './ProviderStep';
import { useBankWindow } from './useBankWindow';

type Step = 'choose' | 'identify' | 'done' | 'failed';

const TITLES: Record<Step, string> = { choose: t.chooseTitle, identify: t.identifyTitle, done: t.connectedTitle, failed: t.failedTitle };
const NUMBER: Record<Step, number> = { choose: 1, identify: 2, done: 3, failed: 3 };
const STEP_NAMES = [t.chooseTitle, t.identifyTitle, t.connectedTitle];

export interface ConnectDialogProps {
  /** Renewal: the bank to connect again (the dialog starts at step 2). */
  renew?: Pick<Provider, 'id' | 'displayName'>;
  /** Runs when the bank is connected, before the page's bank data is fetched again (a renewal removes the old one). */
  onConnected?: () => Promise<unknown>;
  onClose: () => void;
}

export function ConnectDialog({ renew, onConnected, onClose }: ConnectDialogProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<Step>(renew ? 'identify' : 'choose');
  // A fresh IdentifyStep (and link) for each attempt.
  const [attempt, setAttempt] = useState(0);
  const [chosen, setChosen] = useState<Pick<Provider, 'id' | 'displayName'> | null>(renew ?? null);
  // Why step 2 opened again: the user closed the bank's window before it was done.
  const [windowClosed, setWindowClosed] = useState(false);
  const client = useApolloClient();

  const { open } = useBankWindow(
    (message: BankMessage) => {
      setWindowClosed(false);
      if (message === BANK_ADDED_SUCCESS) {
        setStep('done');
        void (onConnected?.() ?? Promise.resolve()).then(() => client.refetchQueries({ include: ['getOpenBankingObjectOutput'] }));
      } else setStep('failed');
    },
    () => {
      // Back to step 2 with a fresh link (the first one's state may have been used), saying why.
      setWindowClosed(true);
      setAttempt((n) => n + 1);
      setStep('identify');
    },
  );

  useEffect(() => {
    headingRef.current?.focus();
  }, [step, attempt]);

  const number = NUMBER[step];
  return (
    <Modal labelledBy={titleId} onEscape={onClose}>
      <div className="bank-dialog">
        <h2 className="modal__title" id={titleId}>
          {t.dialogTitle}
        </h2>
        <ol className="bank-steps">
          {STEP_NAMES.map((name, index) => (
            <li key={name} className={index + 1 === number ? 'bank-steps__step bank-steps__step--current' : 'bank-steps__step'} aria-current={index + 1 === number ? 'step' : undefined}>
              <span className="bank-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              {name}
            </li>
          ))}
        </ol>
        <p className="bank-dialog__step">{t.step(number, 3)}</p>
        <h3 className="bank-dialog__title" tabIndex={-1} ref={headingRef}>
          {TITLES[step]}
        </h3>
        {step === 'choose' && <ProviderStep chosenId={chosen?.id ?? null} onChoose={setChosen} onNext={() => setStep('identify')} onCancel={onClose} />}
        {step === 'identify' && chosen && (
          <IdentifyStep
            key={attempt}
            provider={chosen}
            notice={windowClosed ? t.windowClosed : undefined}
            openWindow={open}
            onBack={
              renew
                ? undefined
                : () => {
                    setWindowClosed(false);
                    setStep('choose');
                  }
            }
            onCancel={onClose}
          />
        )}
        {step === 'done' && (
          <>
            <p className="bank-notice bank-notice--success">{t.connectedText}</p>
            <div className="modal__actions">
              <button type="button" className="button" onClick={onClose}>
                {t.close}
              </button>
            </div>
          </>
        )}
        {step === 'failed' && (
          <>
            <p className="alert alert--error">{t.failure}</p>
            <div className="modal__actions">
              <button
                type="button"
                className="button"
                onClick={() => {
                  setWindowClosed(false);
                  setAttempt(attempt + 1);
                  setStep('identify');
                }}
              >
                {t.retry}
              </button>
              <button type="button" className="button button--secondary" onClick={onClose}>
                {t.close}
              </button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
