// The newsletter tab: the status of the applicant's e-mail on the agency's list and the button that
// changes it. The buttons are never disabled; a press while a change is under way does nothing.
import { Spinner } from '../../components/Spinner';
import type { NewsletterModel } from './useNewsletter';

export function NewsletterPanel({ newsletter }: { newsletter: NewsletterModel }) {
  const { check, changes, isSubscriber, email, change } = newsletter;
  const busy = changes.subscribe === 'pending' || changes.unsubscribe === 'pending';
  return (
    <section className="settings-section" aria-labelledby="newsletter-heading" aria-busy={busy || check === 'pending' || undefined}>
      <h2 id="newsletter-heading">Nyhetsbrev</h2>
      <p>Vårt nyhetsbrev kommer ungefär fyra gånger om året.</p>
      {check === 'pending' && <Spinner label="Hämtar status för nyhetsbrevet…" />}
      {check === 'succeeded' && (
        <>
          <p className="newsletter__status">
            {isSubscriber ? 'Du prenumererar på nyhetsbrevet till ' : 'Du prenumererar inte på nyhetsbrevet till '}
            <strong>{email}</strong>.
          </p>
          {changes.message && <p className="alert alert--error">{changes.message}</p>}
          <div className="form__actions">
            {isSubscriber ? (
              <button type="button" className="button button--secondary" onClick={() => void change('unsubscribe')}>
                Avsluta prenumeration
              </button>
            ) : (
              <button type="button" className="button" onClick={() => void change('subscribe')}>
                Prenumerera
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
