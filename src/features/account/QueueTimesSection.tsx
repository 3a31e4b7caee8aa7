// The applicant's queue times (spec 000 §3 Queue times). The page leaves this section out when the
// agency profile says queueTimeHidden; a co-applicant account has none of its own.
import { useGetQueueTimesQuery } from '../../graphql/__generated__/hooks';
import { resultText } from '../../components/resultText';

export function QueueTimesSection() {
  const { data, loading, error } = useGetQueueTimesQuery();
  const result = data?.getQueueTimes;
  if (loading && !result) return null;
  return (
    <section className="account-section" aria-labelledby="queue-times-heading">
      <h2 id="queue-times-heading">Kötid</h2>
      {(error || result?.error) && (
        <p className="alert alert--error" role="alert">
          {resultText(result)}
        </p>
      )}
      {result && !result.error && result.queueTimes.length === 0 && <p>Du har ingen egen kötid.</p>}
      {result && !result.error && result.queueTimes.length > 0 && (
        <dl className="details">
          {result.queueTimes.map((q) => (
            <div className="details__row" key={`${q.type}-${q.name}`}>
              <dt>{q.name}</dt>
              <dd>{q.queueDate ? `Ködatum ${q.queueDate}` : 'Inget ködatum'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
