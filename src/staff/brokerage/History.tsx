// A registration's history, oldest first: each step, who took it and when (read when opened; the server records the
// view in the audit log).
import { formatDateTime } from '../../components/dateFormat';
import { Skeleton, SkeletonLine } from '../../components/Skeleton';
import { useStaffApplicationHistoryQuery } from '../../../operations/staff/brokerage/__generated__/StaffApplicationHistory';
import { brokerageTexts as t } from './brokerageTexts';

export function History({ applicationId }: { applicationId: number }) {
  const { data, loading, error } = useStaffApplicationHistoryQuery({ variables: { applicationId }, fetchPolicy: 'network-only' });
  if (loading && !data)
    return (
      <Skeleton label={t.loadingHistory}>
        <SkeletonLine />
      </Skeleton>
    );
  const history = data?.staffApplicationHistory;
  if (error || !history)
    return (
      <p className="alert alert--error" role="alert">
        {t.historyError}
      </p>
    );
  return (
    <section aria-label={t.historyOf(history.applicantName)}>
      <h3>{t.historyOf(history.applicantName)}</h3>
      <ol className="brokerage-history">
        {history.steps.map((s, i) => (
          <li key={i}>
            {s.stepText} – {s.toStageText}. {t.stepBy(s.by, formatDateTime(s.at))}
          </li>
        ))}
      </ol>
    </section>
  );
}
