// A home's digital viewing (spec 001 §2: the rental-object route plus /digital-visning, login required, access
// decided by the server; docs/decisions.md 'Digital viewing'). With access: the viewing text and its images; without:
// the server's reason and the way back to the home.
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { resultText } from '../../../components/resultText';
import { Spinner } from '../../../components/Spinner';
import { useGetDigitalShowingAccessQuery, useGetRentalObjectQuery } from '../../../graphql/__generated__/hooks';
import { Gallery } from './Gallery';
import './rental-object.css';

export const digitalShowingTexts = {
  title: 'Digital visning',
  loading: 'Hämtar den digitala visningen…',
  refusedTitle: 'Du kan inte öppna den digitala visningen',
  galleryTitle: 'Bilder från visningen',
  backToObject: 'Tillbaka till bostaden',
  noImages: 'Det finns inga bilder i den digitala visningen ännu.',
} as const;
const t = digitalShowingTexts;

export const rentalObjectPath = (rentalObjectId: string) => `/rental-object/${encodeURIComponent(rentalObjectId)}`;

export default function DigitalShowingPage() {
  const { rentalObjectId = '' } = useParams();
  const object = useGetRentalObjectQuery({ variables: { rentalObjectId } }).data?.getRentalObject.rentalObject;
  const { data, loading, error } = useGetDigitalShowingAccessQuery({ variables: { rentalObjectId }, fetchPolicy: 'cache-and-network' });
  const result = data?.getDigitalShowingAccess;
  const street = object?.street;
  useDocumentTitle(street ? `${t.title}, ${street}` : t.title);

  const backLink = (
    <p>
      <Link className="back-link" to={rentalObjectPath(rentalObjectId)}>
        {street ? `Tillbaka till ${street}` : t.backToObject}
      </Link>
    </p>
  );

  let body;
  if (!result) {
    body =
      loading || !error ? (
        <Spinner label={t.loading} />
      ) : (
        <p className="alert alert--error" role="alert">
          {resultText(null)}
        </p>
      );
  } else if (result.error || !result.digitalShowingAccess) {
    body = (
      <>
        <p className="alert alert--error" role="alert">
          {resultText(result)}
        </p>
        {backLink}
      </>
    );
  } else if (!result.digitalShowingAccess.access) {
    body = (
      <>
        <div className="digital-showing__refusal" role="status">
          <h2>{t.refusedTitle}</h2>
          <p>{result.digitalShowingAccess.reason}</p>
        </div>
        {backLink}
      </>
    );
  } else {
    const access = result.digitalShowingAccess;
    body = (
      <>
        {access.showingText && <p className="lead">{access.showingText}</p>}
        {access.images.length > 0 ? <Gallery images={access.images} title={t.galleryTitle} /> : <p>{t.noImages}</p>}
        {backLink}
      </>
    );
  }

  return (
    <div className="page digital-showing">
      <h1>{t.title}</h1>
      {street && <p className="rental-object__area">{object && `${street}, ${object.districtName}, ${object.regionName}`}</p>}
      {body}
    </div>
  );
}
