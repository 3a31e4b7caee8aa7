// React binding of bankIdFlow: one flow per component, the latest callbacks always used, and the order
// cancelled when the component goes away (closing a dialog, leaving the page). The transport is the app's BankID API.
import { useEffect, useRef, useState } from 'react';
import type { BankIdMethod, BankIdTransport, StartOutcome } from './bankIdProtocol';
import { createBankIdFlow, type BankIdFlow, type BankIdState, type CompleteHandler } from './bankIdFlow';

export interface UseBankIdOptions {
  /** Starts the order of this use (login, identification, signature); isQrCode picks the method. */
  start: (isQrCode: boolean) => Promise<StartOutcome>;
  onComplete: CompleteHandler;
  transport: BankIdTransport;
}

export interface UseBankId {
  state: BankIdState;
  begin: (method: BankIdMethod) => void;
  retry: () => void;
  cancel: () => void;
}

export function useBankId({ start, onComplete, transport }: UseBankIdOptions): UseBankId {
  const [state, setState] = useState<BankIdState>({ phase: 'idle' });
  const latest = useRef({ start, onComplete });
  useEffect(() => {
    latest.current = { start, onComplete };
  });

  const flowRef = useRef<BankIdFlow | null>(null);
  const flow = (): BankIdFlow => {
    flowRef.current ??= createBankIdFlow({
      start: (method) => latest.current.start(method === 'qr'),
      onComplete: (answer) => latest.current.onComplete(answer),
      transport,
      onChange: setState,
    });
    return flowRef.current;
  };

  useEffect(
    () => () => {
      flowRef.current?.dispose();
      flowRef.current = null;
    },
    [],
  );

  return {
    state,
    begin: (method) => flow().begin(method),
    retry: () => flow().retry(),
    cancel: () => flow().cancel(),
  };
}
