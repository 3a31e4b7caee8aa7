// The applicant's estimated queue place on one home (spec 001 §2, docs/decisions.md 'Estimated queue place'):
// asked for only when logged in and the home is brokered by queue time; anonymous visitors get a login link that
// brings them back here.
import { useReactiveVar } from '@apollo/client/react';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../../../app/RequireAuth';
import { sessionVar } from '../../../app/session/sessionState';
import { resultText } from '../../../components/resultText';
import { Skeleton, SkeletonLine } from '../../../components/Skeleton';
import { useGetEstimatedQueuePlaceQuery } from '../../../graphql/__generated__/hooks';
import { queuePlaceText } from './rentalObjectView';

export const queuePlaceTexts = {
  heading: 'Din köplats',
  login: 'Logga in för att se din beräknade köplats',
  firstCome: 'Bostaden förmedlas till den som först anmäler intresse och uppfyller kraven, så ingen köplats beräknas.',
  noPlace: 'Vi kan inte beräkna någon köplats för dig på den här bostaden. Köplats beräknas för dig som står i bostadskön med ett eget ködatum.',
  estimateNote: 'Beräknat som om du anmälde intresse nu. Platsen kan ändras tills sista anmälningsdagen har passerat.',
  loading: 'Hämtar din köplats…',
} as const;

/** The room of the place and its note while they load. */
function QueuePlaceSkeleton() {
  return (
    <Skeleton label={queuePlaceTexts.loading}>
      <p className="queue-place__value">
        <SkeletonLine width="70%" />
      </p>
      <p className="queue-place__note">
        <SkeletonLine />
        <SkeletonLine width="60%" />
      </p>
    </Skeleton>
  );
}

function LoggedInQueuePlace({ rentalObjectId }: { rentalObjectId: string }) {
  const { data, loading, error } = useGetEstimatedQueuePlaceQuery({ variables: { rentalObjectId }, fetchPolicy: 'cache-and-network' });
  const result = data?.getEstimatedQueuePlace;
  if (!result) {
    if (loading) return <QueuePlaceSkeleton />;
    return error ? (
      <p className="alert alert--error" role="alert">
        {resultText(null)}
      </p>
    ) : null;
  }
  if (result.error || !result.estimatedQueuePlace) {
    return (
      <p className="alert alert--error" role="alert">
        {resultText(result)}
      </p>
    );
  }
  const text = queuePlaceText(result.estimatedQueuePlace);
  if (!text) return <p>{queuePlaceTexts.noPlace}</p>;
  return (
    <>
      <p className="queue-place__value">{text}</p>
      {!result.estimatedQueuePlace.hasApplication && <p className="queue-place__note">{queuePlaceTexts.estimateNote}</p>}
    </>
  );
}

export function QueuePlace({ rentalObjectId, canCalculateQueueplace }: { rentalObjectId: string; canCalculateQueueplace: boolean }) {
  const { isAuthenticated, isLoading } = useReactiveVar(sessionVar);
  const location = useLocation();
  let body;
  if (!canCalculateQueueplace) body = <p>{queuePlaceTexts.firstCome}</p>;
  else if (isAuthenticated) body = <LoggedInQueuePlace rentalObjectId={rentalObjectId} />;
  else if (isLoading) body = <QueuePlaceSkeleton />;
  else body = <Link to={loginPathFor(`${location.pathname}${location.search}`)}>{queuePlaceTexts.login}</Link>;
  return (
    <section className="rental-object__box queue-place" aria-labelledby="queue-place-heading">
      <h2 id="queue-place-heading">{queuePlaceTexts.heading}</h2>
      {body}
    </section>
  );
}
