// /profile/account (spec 000 §2 account page): the applicant's details, queue time (unless the
// agency hides it), warnings and blocks, then the settings in tabs — contact details (with the
// address and the physical mail preference), co-applicant, password, newsletter — and leaving the
// queue. The anchors #settings-contact and #settings-coapplicant open their tab and move focus
// there. Co-applicant accounts see the same page. The personnummer is shown masked. A queue account sees its
// queue fee and autopay; a co-applicant account the upgrade to a queue account of its own (features/payments).
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { COAPPLICANT_STATUS } from '../../app/session/sessionState';
import { useDeferredResult } from '../../app/apollo/useDeferredResult';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { resultText } from '../../components/resultText';
import { Spinner } from '../../components/Spinner';
import { Tabs, type TabItem } from '../../components/Tabs';
import { useGetAgencyProfileQuery, useGetApplicantQuery, useGetApplicantWarningsAndBlocksQueryQuery } from '../../graphql/__generated__/hooks';
import { maskPersonalIdentityNumber } from '../../rules/personnummer';
import { LeaveQueueSection } from './leave-queue/LeaveQueueSection';
import { QueueFeeSection, UpgradeSection } from '../payments';
import { accountTypeLabel } from './accountType';
import { ACCOUNT_TABS, effectiveTab, tabForHash } from './accountTabs';
import { AddressForm } from './AddressForm';
import { BasicInformationForm } from './BasicInformationForm';
import { basicInformationValuesOf } from './BasicInformationFields';
import { NewsletterPanel, showNewsletterTab, useNewsletter } from '../newsletter';
import { PhysicalMailForm } from './PhysicalMailForm';
import { QueueTimesSection } from './QueueTimesSection';
import { WarningsAndBlocksSection } from './WarningsAndBlocksSection';

const MISSING = 'Saknas';

// The co-applicant and password tabs load their modules when first opened: the contact tab is the one shown.
const CoApplicantPanel = lazy(() => import('./coapplicant/CoApplicantPanel').then((m) => ({ default: m.CoApplicantPanel })));
const PasswordForm = lazy(() => import('./PasswordForm').then((m) => ({ default: m.PasswordForm })));
const whenLoaded = (panel: ReactNode) => <Suspense fallback={<Spinner />}>{panel}</Suspense>;
const ALL_TAB_IDS = Object.values(ACCOUNT_TABS).map((t) => t.id);

/** Opens the tab a location hash names and moves focus (and the view) to its anchor once the page has rendered it. */
function useAnchor(ready: boolean, shownTabIds: readonly string[], selected: string | null, select: (id: string) => void): void {
  const { hash, key } = useLocation();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash || handled.current === key) return;
    const tab = tabForHash(hash, shownTabIds);
    if (tab && tab !== selected) {
      // The tab's panel shows on the next render; this effect runs again then.
      select(tab);
      return;
    }
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    handled.current = key;
    // The layout leaves focus that a page takes while it is put in place (app/focus/useRouteFocus.ts).
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready, hash, key, shownTabIds, select, selected]);
}

export default function AccountPage() {
  useDocumentTitle('Mitt konto');
  const { data, loading, error } = useDeferredResult(useGetApplicantQuery());
  const profile = useGetAgencyProfileQuery().data?.getAgencyProfile.agencyProfile;
  const standingQuery = useGetApplicantWarningsAndBlocksQueryQuery();
  const result = data?.getApplicant;
  const applicant = result?.applicant;

  const newsletter = useNewsletter({
    enabled: profile?.newsletterEnabled === true,
    listId: profile?.newsletterListId,
    email: applicant?.email,
    applicantId: applicant?.applicantId ?? null,
  });
  const withNewsletter = showNewsletterTab(profile?.newsletterEnabled === true, applicant?.email, newsletter.check);

  const { hash } = useLocation();
  const [chosenTab, setChosenTab] = useState<string | null>(() => tabForHash(hash, ALL_TAB_IDS));
  const shownTabIds = useMemo(() => (withNewsletter ? ALL_TAB_IDS : ALL_TAB_IDS.filter((id) => id !== ACCOUNT_TABS.newsletter.id)), [withNewsletter]);
  const selectedTab = effectiveTab(chosenTab, shownTabIds);
  useAnchor(!!applicant && !standingQuery.loading, shownTabIds, selectedTab, setChosenTab);

  // The panels are made again only when the applicant's details change: the page re-renders as each of its other
  // queries answers, and the same elements let React skip the forms (a dozen fields) instead of rendering them again.
  const panels = useMemo(
    () =>
      applicant
        ? {
            contact: (
              <>
                <BasicInformationForm initial={basicInformationValuesOf(applicant)} />
                <AddressForm
                  initial={{
                    careOf: applicant.address?.careOf ?? '',
                    street: applicant.address?.street ?? '',
                    zipcode: applicant.address?.zipcode ?? '',
                    city: applicant.address?.city ?? '',
                    country: applicant.address?.country ?? '',
                  }}
                />
                <PhysicalMailForm doNotWantPhysicalMail={applicant.doNotWantPhysicalMail} />
              </>
            ),
            coApplicant: whenLoaded(<CoApplicantPanel />),
            password: whenLoaded(<PasswordForm />),
          }
        : null,
    [applicant],
  );
  const tabs: TabItem[] = panels
    ? [
        { ...ACCOUNT_TABS.contact, panel: panels.contact },
        { ...ACCOUNT_TABS.coApplicant, panel: panels.coApplicant },
        { ...ACCOUNT_TABS.password, panel: panels.password },
        ...(withNewsletter ? [{ ...ACCOUNT_TABS.newsletter, panel: <NewsletterPanel newsletter={newsletter} /> }] : []),
      ]
    : [];

  return (
    <div className="page account-page">
      <h1>Mitt konto</h1>
      {loading && !applicant && <Spinner />}
      {!loading && (error || result?.error || !applicant) && (
        <p className="alert alert--error" role="alert">
          {resultText(result)}
        </p>
      )}
      {applicant && (
        <>
          <section className="account-section" aria-labelledby="account-details-heading">
            <h2 id="account-details-heading">Dina uppgifter</h2>
            <dl className="details">
              <div className="details__row">
                <dt>Namn</dt>
                <dd>{`${applicant.firstName} ${applicant.lastName}`.trim() || MISSING}</dd>
              </div>
              <div className="details__row">
                <dt>Personnummer</dt>
                <dd>{applicant.personalIdentityNumber ? maskPersonalIdentityNumber(applicant.personalIdentityNumber) : MISSING}</dd>
              </div>
              <div className="details__row">
                <dt>E-post</dt>
                <dd>{applicant.email || MISSING}</dd>
              </div>
              <div className="details__row">
                <dt>Mobilnummer</dt>
                <dd>{applicant.mobile || MISSING}</dd>
              </div>
              <div className="details__row">
                <dt>Kontotyp</dt>
                <dd>{accountTypeLabel(applicant.accountType)}</dd>
              </div>
            </dl>
          </section>
          {profile && !profile.queueTimeHidden && <QueueTimesSection />}
          <WarningsAndBlocksSection standing={standingQuery.data?.getApplicantWarningsAndBlocksQuery.warningsAndBlocks} />
          {applicant.applicantStatus.name === COAPPLICANT_STATUS ? <UpgradeSection /> : <QueueFeeSection applicant={applicant} />}
          <Tabs label="Kontoinställningar" tabs={tabs} selectedId={selectedTab} onSelect={setChosenTab} />
          <div className="account-page__leave">
            <LeaveQueueSection />
          </div>
        </>
      )}
    </div>
  );
}
