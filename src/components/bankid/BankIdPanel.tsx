// One BankID interaction, used by the applicants' login, identification before registration and the leave-queue
// signature (through src/features/bankid, with their API) and by the back office's login (with the staff API):
// the choice of method ('Mobilt BankID' shows a QR code, 'BankID på den här enheten' opens the app), the
// recommended messages in a polite live region, 'Avbryt' and 'Försök igen'. When a button the user was on
// disappears with a change of phase, focus moves to the next thing to do (never away from elsewhere).
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { autoStartLink, type BankIdTransport, type CollectAnswer, type StartOutcome } from './bankIdProtocol';
import type { CompleteHandler } from './bankIdFlow';
import { BankIdQr } from './BankIdQr';
import { useBankId } from './useBankId';
import './bankid.css';

export const bankIdTexts = {
  qrButton: 'Mobilt BankID',
  sameDeviceButton: 'BankID på den här enheten',
  methodsLabel: 'Välj hur du vill använda BankID',
  starting: 'Startar BankID…',
  qrInstruction: 'Starta BankID-appen i din mobil eller surfplatta, tryck på QR-symbolen i appen och rikta kameran mot QR-koden här.',
  openApp: 'Öppna BankID-appen',
  sameDeviceInstruction: 'Öppna BankID-appen på den här enheten med knappen nedan och följ anvisningarna i appen.',
  cancel: 'Avbryt',
  retry: 'Försök igen',
  completing: 'Klart. Vänta medan vi fortsätter…',
} as const;

export interface BankIdPanelProps {
  /** Starts the order for this use; isQrCode picks QR code or this device. */
  start: (isQrCode: boolean) => Promise<StartOutcome>;
  onComplete: CompleteHandler;
  /** What shows after a signed order while onComplete works (a spinner by default). */
  renderComplete?: (answer: CollectAnswer, controls: { retry: () => void }) => ReactNode;
  /** The app's BankID API: QR string, collect and cancel of the order this browser started. */
  transport: BankIdTransport;
}

export function BankIdPanel({ start, onComplete, renderComplete, transport }: BankIdPanelProps) {
  const { state, begin, retry, cancel } = useBankId({ start, onComplete, transport });
  const rootRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLElement | null>(null);
  const completeRef = useRef<HTMLDivElement>(null);
  const shownPhase = useRef(state.phase);
  const messageId = useId();

  // Move focus on a change of phase when it was lost (its button went away) or is inside the panel.
  useLayoutEffect(() => {
    if (shownPhase.current === state.phase) return;
    shownPhase.current = state.phase;
    const active = document.activeElement;
    const lost = !active || active === document.body;
    if (!lost && !rootRef.current?.contains(active)) return;
    const target =
      state.phase === 'complete'
        ? (completeRef.current?.querySelector<HTMLElement>('a[href], button') ?? null)
        : primaryRef.current;
    target?.focus();
  });

  const setPrimary = (element: HTMLElement | null) => {
    primaryRef.current = element;
  };

  let message: string | null = null;
  if (state.phase === 'pending' || state.phase === 'failed') message = state.message;
  if (state.phase === 'complete') message = state.answer.message;

  return (
    <div className="bankid" ref={rootRef}>
      {state.phase === 'idle' && (
        <div className="bankid__methods" role="group" aria-label={bankIdTexts.methodsLabel}>
          <button type="button" className="button" ref={setPrimary} onClick={() => begin('qr')}>
            {bankIdTexts.qrButton}
          </button>
          <button type="button" className="button button--secondary" onClick={() => begin('autostart')}>
            {bankIdTexts.sameDeviceButton}
          </button>
        </div>
      )}

      {state.phase === 'starting' && <Spinner label={bankIdTexts.starting} />}

      {state.phase === 'pending' && state.method === 'qr' && (
        <>
          <p className="bankid__instruction">{bankIdTexts.qrInstruction}</p>
          {state.qrCode && <BankIdQr code={state.qrCode} />}
        </>
      )}

      {state.phase === 'pending' && state.method === 'autostart' && state.autoStartToken && (
        <>
          <p className="bankid__instruction">{bankIdTexts.sameDeviceInstruction}</p>
          <p>
            <a className="button" href={autoStartLink(state.autoStartToken)} ref={setPrimary} aria-describedby={messageId}>
              {bankIdTexts.openApp}
            </a>
          </p>
        </>
      )}

      <p id={messageId} className={`bankid__message${state.phase === 'failed' ? ' bankid__message--failed' : ''}`} role="status" aria-live="polite" aria-atomic="true">
        {message}
      </p>

      {state.phase === 'complete' && (
        <div ref={completeRef} className="bankid__complete">
          {renderComplete ? renderComplete(state.answer, { retry }) : <Spinner label={bankIdTexts.completing} />}
        </div>
      )}

      {state.phase === 'pending' && (
        <div className="bankid__actions">
          <button type="button" className="button button--secondary" ref={state.method === 'qr' ? setPrimary : undefined} onClick={cancel}>
            {bankIdTexts.cancel}
          </button>
        </div>
      )}

      {state.phase === 'failed' && (
        <div className="bankid__actions">
          <button type="button" className="button" ref={setPrimary} onClick={retry}>
            {bankIdTexts.retry}
          </button>
          <button type="button" className="button button--secondary" onClick={cancel}>
            {bankIdTexts.cancel}
          </button>
        </div>
      )}
    </div>
  );
}
