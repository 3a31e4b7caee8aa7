// /profile/subscriptions/:subscriptionId? (spec 001 §2 saved searches): the applicant's saved searches as cards
// (filter in words, e-mail flag, expiry), with create, edit, renew, delete and each search's map.
// What is open lives in the address so it can be linked and the back button closes it:
//   /profile/subscriptions/<id>          the map of that search
//   /profile/subscriptions/<id>?edit=1   the form for that search
//   /profile/subscriptions?new=1         the form for a new search
//   /profile/subscriptions?fromListing=1 a new search filled in from the vacant homes list's current filter
import { useDeferredResult } from '../../app/apollo/useDeferredResult';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { withFocus, type FocusRequest } from '../../components/focus/focusRequest';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { showToast } from '../../components/toast/toastStore';
import { Modal } from '../../components/Modal';
import { resultText } from '../../components/resultText';
import { Spinner } from '../../components/Spinner';
import { useGetSubscriptionFilterQuery, useGetSubscriptionsQuery, type SubscriptionFieldsFragment } from '../../graphql/__generated__/hooks';
import { stockholmDay } from '../../rules/calendar';
import { LISTING_STATE_STORAGE_KEY, parseListingState } from '../listings';
import { expiryText, MAX_SUBSCRIPTIONS, showExpiryWarning, subscriptionFilterFromListingFilter, subscriptionMessages, type SubscriptionFilter } from '../../rules/subscriptions';
import { filterSummary } from './filterSummary';
import type { FilterOptions } from './SubscriptionForm';
import { EMPTY_SUBSCRIPTION_FORM, formValuesOf } from './subscriptionFormValues';
import { useDeleteSubscription, useRenewSubscription, useSaveSubscription } from './subscriptionMutations';
import './subscriptions.css';

type Subscription = SubscriptionFieldsFragment;

// The form (react-hook-form and the field components) and a search's map (its points query) load when first opened:
// the page shows the list of saved searches first, and a phone need not download and run them for that.
const SubscriptionForm = lazy(() => import('./SubscriptionForm').then((m) => ({ default: m.SubscriptionForm })));
const SubscriptionMap = lazy(() => import('./SubscriptionMap').then((m) => ({ default: m.SubscriptionMap })));

const BASE = '/profile/subscriptions';
const cardHeadingId = (id: number) => `subscription-${id}-heading`;
const LIST_HEADING_ID = 'subscriptions-list-heading';

/** The expiry line of a card: expired, the warning ('om 5 dagar', 'idag', 'imorgon') or the last day. */
export function expiryLine(s: Pick<Subscription, 'isExpired' | 'daysRemainToExpire' | 'warningIntervalDays' | 'expiresAt'>): { text: string; warning: boolean } {
  if (s.isExpired) return { text: subscriptionMessages.expired, warning: true };
  if (showExpiryWarning(s.daysRemainToExpire, s.warningIntervalDays)) return { text: `Bevakningen går ut ${expiryText(s.daysRemainToExpire)}.`, warning: true };
  return { text: `Gäller till ${stockholmDay(new Date(s.expiresAt))}.`, warning: false };
}

/** The vacant homes list's current filter (session storage) as a saved search's filter. */
function readListingFilter(): SubscriptionFilter {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(LISTING_STATE_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy settings): the form starts empty then.
  }
  return subscriptionFilterFromListingFilter(parseListingState(stored).filter);
}

interface CardActions {
  onEdit: (s: Subscription) => void;
  onRenew: (s: Subscription) => void;
  onDelete: (s: Subscription) => void;
  onMap: (s: Subscription) => void;
}

function SubscriptionCard({ subscription: s, options, selected, actions }: { subscription: Subscription; options: FilterOptions | null; selected: boolean; actions: CardActions }) {
  const headingId = cardHeadingId(s.subscriptionId);
  const expiry = expiryLine(s);
  const parts = options
    ? filterSummary(s.filter, {
        categories: [...options.categories, ...options.objectTypes],
        landlords: options.landlords,
        regions: options.regions,
        districts: options.districts,
      })
    : null;
  return (
    <li className={`subscription-card${selected ? ' subscription-card--selected' : ''}`} id={`subscription-${s.subscriptionId}-card`}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} tabIndex={-1}>
          {s.name}
        </h3>
        {parts && (
          <ul className="subscription-card__filter" aria-label="Sökvillkor">
            {parts.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ul>
        )}
        <p className="subscription-card__line">E-post: {s.sendNotifications ? 'på' : 'av'}</p>
        <p className={`subscription-card__line${expiry.warning ? ' subscription-card__expiry--warning' : ''}`}>{expiry.text}</p>
        <div className="subscription-card__actions">
          <button type="button" className="button button--small" aria-describedby={headingId} onClick={() => actions.onEdit(s)} data-action="edit">
            Ändra
          </button>
          <button type="button" className="button button--small button--secondary" aria-describedby={headingId} onClick={() => actions.onRenew(s)}>
            Förnya
          </button>
          <button type="button" className="button button--small button--secondary" aria-describedby={headingId} onClick={() => actions.onMap(s)} data-action="map">
            Visa på karta
          </button>
          <button type="button" className="button button--small button--secondary" aria-describedby={headingId} onClick={() => actions.onDelete(s)}>
            Ta bort
          </button>
        </div>
      </article>
    </li>
  );
}

function DeleteDialog({ subscription, onConfirm, onCancel }: { subscription: Subscription; onConfirm: () => void; onCancel: () => void }) {
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={onCancel} initialFocusRef={cancelRef} role="alertdialog">
      <h2 className="modal__title" id={titleId}>
        Ta bort bevakningen?
      </h2>
      <p id={textId}>Bevakningen ”{subscription.name}” tas bort och du får inte längre e-post om nya bostäder som matchar den.</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onConfirm}>
          Ta bort
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} ref={cancelRef}>
          Avbryt
        </button>
      </div>
    </Modal>
  );
}

export default function SubscriptionsPage() {
  useDocumentTitle('Bevakningar');
  const navigate = useNavigate();
  const { subscriptionId: idParam } = useParams();
  const [searchParams] = useSearchParams();
  const { data, loading, error } = useDeferredResult(useGetSubscriptionsQuery({ fetchPolicy: 'cache-and-network' }));
  const filterQuery = useGetSubscriptionFilterQuery();
  const options = filterQuery.data?.getSubscriptionFilter.subscriptionFilter ?? null;
  const save = useSaveSubscription();
  const renew = useRenewSubscription();
  const remove = useDeleteSubscription();

  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [limitShown, setLimitShown] = useState(false);
  const [confirming, setConfirming] = useState<Subscription | null>(null);
  const [fromListingFilter] = useState(() => (searchParams.get('fromListing') === '1' ? readListingFilter() : null));

  const result = data?.getSubscriptions;
  const subscriptions = result && !result.error ? result.subscriptions : null;
  const selectedId = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const selected = subscriptions && selectedId != null ? (subscriptions.find((s) => s.subscriptionId === selectedId) ?? null) : null;
  const notFound = idParam !== undefined && subscriptions !== null && !selected;
  const editing = selected && searchParams.get('edit') === '1' ? selected : null;
  const creating = !idParam && (searchParams.get('new') === '1' || searchParams.get('fromListing') === '1');
  const full = (subscriptions?.length ?? 0) >= MAX_SUBSCRIPTIONS;
  const showForm = !!editing || (creating && subscriptions !== null && !full);
  const showLimit = limitShown || (creating && full);

  // Closing a form or a map goes back to the list with focus on where it was opened from (or the new card).
  const backToList = (focus: FocusRequest) => void navigate(BASE, { state: withFocus(focus) });

  const openNew = () => {
    if (full) {
      setLimitShown(true);
      return;
    }
    setLimitShown(false);
    void navigate(`${BASE}?new=1`);
  };

  const actions: CardActions = {
    onEdit: (s) => {
      setLimitShown(false);
      void navigate(`${BASE}/${s.subscriptionId}?edit=1`);
    },
    onMap: (s) => {
      setLimitShown(false);
      void navigate(`${BASE}/${s.subscriptionId}`);
    },
    onRenew: async (s) => {
      const outcome = await renew(s.subscriptionId);
      if (outcome.ok) showToast('success', subscriptionMessages.renewed);
      else showToast('error', outcome.message);
    },
    onDelete: (s) => setConfirming(s),
  };

  const confirmDelete = async () => {
    const s = confirming;
    if (!s) return;
    setConfirming(null);
    const outcome = await remove(s.subscriptionId);
    if (!outcome.ok) {
      showToast('error', outcome.message);
      return;
    }
    showToast('success', subscriptionMessages.deleted);
    setLimitShown(false);
    // The card and its button are gone: focus goes to the list's heading.
    if (selectedId === s.subscriptionId) backToList({ id: LIST_HEADING_ID });
    else listHeadingRef.current?.focus();
  };

  const objectTypeIds = new Set(options?.objectTypes.map((o) => o.rentalObjectCategoryId));

  return (
    <div className="page subscriptions-page">
      <h1>Bevakningar</h1>
      <p className="lead">
        Med en bevakning får du e-post, högst en gång om dagen, när nya lediga bostäder matchar det du söker. En bevakning gäller i sex månader och
        kan förnyas. Du kan ha högst fem bevakningar samtidigt.
      </p>

      {notFound && (
        <p className="alert alert--error" role="alert">
          {subscriptionMessages.notFound}
        </p>
      )}

      <div className="subscriptions-page__new">
        <button type="button" className="button" id="subscriptions-new-button" onClick={openNew} aria-describedby={showLimit ? 'subscriptions-limit' : undefined}>
          Ny bevakning
        </button>
        {showLimit && (
          <p className="alert alert--error" role="alert" id="subscriptions-limit">
            {subscriptionMessages.tooMany}
          </p>
        )}
      </div>

      {showForm && !options && (filterQuery.loading ? <Spinner /> : <p className="alert alert--error" role="alert">{resultText(filterQuery.error ? null : filterQuery.data?.getSubscriptionFilter)}</p>)}
      {showForm && options && (
        <Suspense fallback={<Spinner />}>
          <SubscriptionForm
            key={editing ? `edit-${editing.subscriptionId}` : 'new'}
            subscriptionId={editing?.subscriptionId ?? null}
            initialValues={
              editing
                ? formValuesOf(editing, objectTypeIds)
                : fromListingFilter && searchParams.get('fromListing') === '1'
                  ? formValuesOf({ name: '', sendNotifications: EMPTY_SUBSCRIPTION_FORM.sendNotifications, filter: fromListingFilter }, objectTypeIds)
                  : EMPTY_SUBSCRIPTION_FORM
            }
            options={options}
            save={save}
            onSaved={(id) => backToList({ id: cardHeadingId(id) })}
            onCancel={() =>
              backToList(editing ? { id: `subscription-${editing.subscriptionId}-card`, selector: '[data-action="edit"]' } : { id: 'subscriptions-new-button' })
            }
          />
        </Suspense>
      )}

      {selected && !editing && (
        <Suspense fallback={<Spinner />}>
          <SubscriptionMap subscription={selected} options={options} onClose={() => backToList({ id: `subscription-${selected.subscriptionId}-card`, selector: '[data-action="map"]' })} />
        </Suspense>
      )}

      <section className="subscriptions-list" aria-labelledby={LIST_HEADING_ID}>
        <h2 id={LIST_HEADING_ID} tabIndex={-1} ref={listHeadingRef}>
          Dina bevakningar
        </h2>
        {loading && !result && <Spinner />}
        {!loading && !subscriptions && (
          <p className="alert alert--error" role="alert">
            {resultText(error ? null : result)}
          </p>
        )}
        {subscriptions?.length === 0 && <p>Du har inga bevakningar.</p>}
        {subscriptions && subscriptions.length > 0 && (
          <ul className="subscription-list">
            {subscriptions.map((s) => (
              <SubscriptionCard key={s.subscriptionId} subscription={s} options={options} selected={s.subscriptionId === selectedId} actions={actions} />
            ))}
          </ul>
        )}
      </section>

      {confirming && <DeleteDialog subscription={confirming} onConfirm={() => void confirmDelete()} onCancel={() => setConfirming(null)} />}
    </div>
  );
}
