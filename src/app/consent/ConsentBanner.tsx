// The cookie consent (spec 000 §3, §7 'Other'): on a first visit a region at the top of the page, in the first
// paint, so it never pushes the page down later; after a choice the footer's 'Inställningar för kakor' opens the same
// question in a dialog that shows the current choice. Both answers are equally easy to give. The tag manager follows
// the stored answer (tagManagerGate.ts).
import { useReactiveVar } from '@apollo/client/react';
import { useEffect, useId } from 'react';
import { Modal } from '../../components/Modal';
import { focusPageStart } from '../../components/pageFocus';
import { consentSettingsOpenVar, consentVar, decideConsent, type Consent } from './consentStore';
import { consentTexts } from './consentShared';
import { applyConsent } from './tagManagerGate';

export { consentTexts };
const t = consentTexts;

/** The banner goes away with the answer: reading goes on from the page's heading (a dialog gives focus back itself). */
function answer(performance: boolean, fromBanner: boolean) {
  decideConsent(performance);
  if (fromBanner) focusPageStart();
}

function Choices({ headingId, current, onCancel }: { headingId: string; current: Consent | null; onCancel?: () => void }) {
  return (
    <>
      <h2 className="consent__heading" id={headingId}>
        {t.heading}
      </h2>
      <p>{t.body}</p>
      <p>{current ? (current.performance ? t.acceptedNow : t.rejectedNow) : t.later}</p>
      <div className="consent__actions">
        <button type="button" className="button" onClick={() => answer(true, !current)}>
          {t.accept}
        </button>
        <button type="button" className="button" onClick={() => answer(false, !current)}>
          {t.reject}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t.cancel}
          </button>
        )}
      </div>
    </>
  );
}

export function ConsentBanner() {
  const consent = useReactiveVar(consentVar);
  const settingsOpen = useReactiveVar(consentSettingsOpenVar);
  const headingId = useId();

  useEffect(() => {
    void applyConsent(consent);
  }, [consent]);

  if (!consent) {
    return (
      <section className="consent" aria-labelledby={headingId}>
        <div className="consent__inner">
          <Choices headingId={headingId} current={null} />
        </div>
      </section>
    );
  }
  if (!settingsOpen) return null;
  const close = () => consentSettingsOpenVar(false);
  return (
    <Modal labelledBy={headingId} onEscape={close}>
      <Choices headingId={headingId} current={consent} onCancel={close} />
    </Modal>
  );
}

/** The footer's way back to the choice. */
export function ConsentSettingsButton() {
  return (
    <button type="button" className="link-button" onClick={() => consentSettingsOpenVar(true)}>
      {t.settings}
    </button>
  );
}
