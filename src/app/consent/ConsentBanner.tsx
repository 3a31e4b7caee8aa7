// The cookie consent (spec 000 §3, §7 'Other'): on a first visit a region at the top of the page, in the first
// paint, so it never pushes the page down later; after a choice the footer's 'Inställningar för kakor' opens the same
// question in a dialog that shows the current choice. Both answers are equally easy to give. The tag manager follows
// the stored answer (tagManagerGate.ts).
import { useReactiveVar } from '@apollo/client/react';
import { useEffect, useId } from 'react';
import { Modal } from '../../components/Modal';
import { focusPageStart } from '../../components/pageFocus';
import { consentSettingsOpenVar, consentVar, decideConsent, type Consent } from './consentStore';
import { applyConsent } from './tagManagerGate';

export const consentTexts = {
  heading: 'Kakor på Mina sidor',
  body: 'Vi använder nödvändiga kakor för att Mina sidor ska fungera, till exempel för att hålla dig inloggad. Med ditt samtycke använder vi också kakor för statistik och prestanda, som visar hur sidorna används så att vi kan göra dem bättre.',
  later: 'Du kan ändra ditt val när som helst under ”Inställningar för kakor” längst ned på sidan.',
  accept: 'Godkänn statistikkakor',
  reject: 'Bara nödvändiga kakor',
  acceptedNow: 'Ditt val nu: du har godkänt kakor för statistik och prestanda.',
  rejectedNow: 'Ditt val nu: bara nödvändiga kakor.',
  settings: 'Inställningar för kakor',
  cancel: 'Avbryt',
} as const;
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
