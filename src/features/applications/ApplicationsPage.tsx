// /profile/applications (spec 001 §2 'My interest registrations'): the applicant's registrations in the spec's
// tabs, each listed under the tab the server gives it, read in pages of 10 until all are there and read again after
// a delete or an answer; the last tab has the agency fees from the payments area, payable from here.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { Tabs, type TabItem } from '../../components/Tabs';
import type { ApplicationFieldsFragment } from '../../graphql/__generated__/hooks';
import { AgencyFeeOrders } from '../payments';
import { ApplicationCard } from './ApplicationCard';
import { AGENCY_FEES_TAB, APPLICATION_TABS, applicationsPageTexts as t } from './applicationTexts';
import { useApplicationPages } from './useApplicationPages';
import './applications.css';

const TAB_IDS: readonly string[] = [...APPLICATION_TABS.map((tab) => tab.id), AGENCY_FEES_TAB.id];

/** The room of two cards while the first read runs. */
function ListSkeleton() {
  return (
    <Skeleton label={t.loading}>
      <ul className="application-list">
        {[0, 1].map((i) => (
          <li key={i} className="application-card application-card--skeleton">
            <SkeletonLine width="50%" />
            <SkeletonLine width="70%" />
            <SkeletonLine />
            <SkeletonLine width="40%" />
          </li>
        ))}
      </ul>
    </Skeleton>
  );
}

function ApplicationList({ applications, empty, onChanged }: { applications: readonly ApplicationFieldsFragment[]; empty: string; onChanged: () => void }) {
  if (applications.length === 0) return <p>{empty}</p>;
  return (
    <ul className="application-list">
      {applications.map((a) => (
        <ApplicationCard key={a.applicationId} application={a} onChanged={onChanged} />
      ))}
    </ul>
  );
}

export default function ApplicationsPage() {
  useDocumentTitle(t.title);
  const { hash } = useLocation();
  const fromHash = hash.slice(1);
  const [selected, setSelected] = useState(TAB_IDS.includes(fromHash) ? fromHash : TAB_IDS[0]!);
  const { applications, failedText, loading, reload } = useApplicationPages();
  // A delete or an accepted offer takes the card (and the focus in it) away: the tab's panel takes the focus then.
  const changed = useRef(false);
  const onChanged = () => {
    changed.current = true;
    void reload();
  };
  useEffect(() => {
    if (!changed.current) return;
    changed.current = false;
    if (!document.activeElement || document.activeElement === document.body) document.getElementById(selected)?.focus();
  }, [applications, selected]);

  const listFor = (tab: (typeof APPLICATION_TABS)[number]) => {
    if (failedText) {
      return (
        <p className="alert alert--error" role="alert">
          {failedText}
        </p>
      );
    }
    if (!applications) return <ListSkeleton />;
    return <ApplicationList applications={applications.filter((a) => a.tab === tab.tab)} empty={tab.empty} onChanged={onChanged} />;
  };

  const tabs: TabItem[] = [
    ...APPLICATION_TABS.map((tab) => ({ id: tab.id, label: tab.label, panel: listFor(tab) })),
    { id: AGENCY_FEES_TAB.id, label: AGENCY_FEES_TAB.label, panel: <AgencyFeeOrders /> },
  ];

  return (
    <div className="page applications-page" aria-busy={loading || undefined}>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <Tabs label={t.tabsLabel} tabs={tabs} selectedId={selected} onSelect={setSelected} />
    </div>
  );
}
