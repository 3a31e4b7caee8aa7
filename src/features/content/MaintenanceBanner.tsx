// The maintenance message banner (spec 000 §2): shown while a message is in force or planned. It arrives after the
// page, so it sits at the end of the page and sticks to the bottom of the window: appearing there moves nothing that
// is already seen (no layout shift). It can be hidden for the rest of the visit (so it never covers the page for
// good, at any zoom); a new message shows again.
import { useState } from 'react';
import { formatDateTime } from '../../components/dateFormat';
import { focusPageStart } from '../../components/pageFocus';
import { useGetMaintenanceMessageQuery } from '../../graphql/__generated__/hooks';

const DISMISSED_KEY = 'maintenance-dismissed';

const messageKey = (m: { message: string; start: string; stop: string }) => `${m.start}|${m.stop}|${m.message}`;

function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

export function MaintenanceBanner() {
  const { data } = useGetMaintenanceMessageQuery();
  const [dismissed, setDismissed] = useState(readDismissed);
  const message = data?.getMaintenanceMessage.maintenanceMessage;
  if (!message || dismissed === messageKey(message)) return null;

  const dismiss = () => {
    const key = messageKey(message);
    try {
      sessionStorage.setItem(DISMISSED_KEY, key);
    } catch {
      // Without storage it stays hidden until the page is reloaded.
    }
    setDismissed(key);
    // The button goes away with the banner: reading goes on from the page's heading.
    focusPageStart();
  };

  return (
    <section className="maintenance-banner" role="region" aria-label="Driftmeddelande">
      <div className="maintenance-banner__inner">
        <div>
          <p className="maintenance-banner__message">{message.message}</p>
          <p className="maintenance-banner__period">
            Från <time dateTime={message.start}>{formatDateTime(message.start)}</time> till{' '}
            <time dateTime={message.stop}>{formatDateTime(message.stop)}</time>
          </p>
        </div>
        <button type="button" className="button button--small button--secondary" onClick={dismiss}>
          Dölj driftmeddelandet
        </button>
      </div>
    </section>
  );
}
