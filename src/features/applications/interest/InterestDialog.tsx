// The confirm-interest dialog (spec 001 §2, §4): opened from the detail page, it asks the pre-check
// (validateApplication) at once and then shows either why the applicant cannot register interest or the steps that
// register it. One Modal throughout (focus moved in, kept inside, given back; Escape closes).
import { useId } from 'react';
import { Modal } from '../../../components/Modal';
import { resultText } from '../../../components/resultText';
import { Skeleton, SkeletonLine } from '../../../components/Skeleton';
import { useValidateApplicationQuery } from '../../../graphql/__generated__/hooks';
import type { InterestHome } from './interestHome';
import { InterestSteps } from './InterestSteps';
import { interestTexts as t } from './interestTexts';
import { RefusalContent } from './RefusalContent';

export interface InterestDialogProps {
  home: InterestHome;
  onClose: () => void;
  onRegistered: () => void;
}

export function InterestDialog({ home, onClose, onRegistered }: InterestDialogProps) {
  const titleId = useId();
  const { data, loading, error } = useValidateApplicationQuery({ variables: { rentalObjectId: home.rentalObjectId }, fetchPolicy: 'network-only' });
  const result = data?.validateApplication;
  const validation = result && !result.error ? result.validation : null;

  let body;
  if (validation?.canCreate) {
    body = <InterestSteps home={home} validation={validation} onCancel={onClose} onDone={(registered) => (registered ? onRegistered() : onClose())} />;
  } else if (validation) {
    body = <RefusalContent validation={validation} onClose={onClose} />;
  } else if (loading) {
    body = (
      <Skeleton label={t.checking}>
        <SkeletonLine width="70%" />
        <SkeletonLine />
        <SkeletonLine width="50%" />
      </Skeleton>
    );
  } else {
    body = (
      <>
        <p className="alert alert--error" role="alert">
          {resultText(error ? null : result)}
        </p>
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose}>
            {t.close}
          </button>
        </div>
      </>
    );
  }
  return (
    <Modal labelledBy={titleId} onEscape={onClose}>
      <div className="interest-dialog">
        <h2 className="modal__title" id={titleId}>
          {t.dialogTitle(home.street)}
        </h2>
        {body}
      </div>
    </Modal>
  );
}
