// The buttons under a step of the connect dialog: the step's own (if any), then "Avbryt", which every step has.
import type { ReactNode } from 'react';
import { bankTexts as t } from './bankTexts';

export function StepActions({ children, onCancel }: { children?: ReactNode; onCancel: () => void }) {
  return (
    <div className="modal__actions">
      {children}
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {t.cancel}
      </button>
    </div>
  );
}
