// A question that must be answered before something is removed: an alert dialog with the confirming button and a
// cancel that has the focus, so Enter on arrival does not delete.
import { useId, useRef } from 'react';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, text, confirm, cancel, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={onCancel} initialFocusRef={cancelRef} role="alertdialog">
      <h2 className="modal__title" id={titleId}>
        {title}
      </h2>
      <p id={textId}>{text}</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} ref={cancelRef}>
          {cancel}
        </button>
      </div>
    </Modal>
  );
}
