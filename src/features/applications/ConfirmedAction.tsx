// A button whose action is asked about first (ConfirmDialog) and then saved with a toast either way: a delete, an
// answer to an offer. While it saves the button says so and a second press does nothing.
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { SaveOutcome } from '../../components/form/saveOutcome';
import { useSaveAction } from '../../components/form/useSaveAction';

export interface ConfirmedActionProps {
  label: string;
  /** The button's look: the main action or a secondary one. */
  secondary?: boolean;
  describedBy?: string;
  question: { title: string; text: string; confirm: string; cancel: string };
  action: () => Promise<SaveOutcome>;
  successMessage: string;
  onDone?: (ok: boolean) => void;
}

export function ConfirmedAction({ label, secondary, describedBy, question, action, successMessage, onDone }: ConfirmedActionProps) {
  const [asking, setAsking] = useState(false);
  const { busy, save } = useSaveAction();
  const confirm = async () => {
    setAsking(false);
    const outcome = await save(action, successMessage);
    if (outcome) onDone?.(outcome.ok);
  };
  return (
    <>
      <button
        type="button"
        className={secondary ? 'button button--secondary' : 'button'}
        aria-describedby={describedBy}
        aria-disabled={busy || undefined}
        onClick={() => !busy && setAsking(true)}
      >
        {label}
      </button>
      {asking && <ConfirmDialog {...question} onConfirm={() => void confirm()} onCancel={() => setAsking(false)} />}
    </>
  );
}
