// A vacant home's detail page (spec 001 §2 'Listing detail', public): address and area, every fact in a list, the
// gallery, description, viewing, properties, the landlord's requirements and, for a logged-in applicant, the
// estimated queue place. Past the last reply date it says so (spec 001 §8). The interest panel (applications area)
// registers interest and shows the registration.
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { resultText } from '../../../components/resultText';
import { Skeleton, SkeletonLine } from '../../../components/Skeleton';
import { useGetRentalObjectQuery } from '../../../graphql/__generated__/hooks';
import { APPLICATION_TIME_EXPIRED_TEXT } from '../../../rules/listings';
import { InterestPanel } from '../../applications';
import { BackToListLink, LIST_PATH } from './BackToListLink';
import { Gallery } from './Gallery';
import { QueuePlace } from './QueuePlace';
import { Requirements } from './Requirements';
import { rentalObjectFacts, type RentalObjectDetail } from './rentalObjectView';
import './rental-object.css';

export const rentalObjectTexts = {
  notFoundTitle: 'Bostaden finns inte',
  loadFailedTitle: 'Bostaden kunde inte visas',
  loadFailed: 'Det gick inte att hämta bostaden just nu. Försök igen senare.',
  toList: 'Till lediga bostäder',
  loading: 'Hämtar bostaden…',
  galleryTitle: 'Bilder och planritningar',
  factsTitle: 'Fakta om bostaden',
  aboutTitle: 'Om bostaden',
  showingTitle: 'Visning',
  digitalShowing: 'Digital visning',
  propertiesTitle: 'Egenskaper',
} as const;
const t = rentalObjectTexts;

export const digitalShowingPath = (rentalObjectId: string) => `/rental-object/${encodeURIComponent(rentalObjectId)}/digital-visning`;

function Missing({ title, text }: { title: string; text: string }) {
  useDocumentTitle(title);
  return (
    <div className="page page--narrow rental-object">
      <h1>{title}</h1>
      <p className="alert alert--error" role="alert">
        {text}
      </p>
      <p>
        <Link to={LIST_PATH}>{t.toList}</Link>
      </p>
    </div>
  );
}

function Facts({ object }: { object: RentalObjectDetail }) {
  return (
    <section className="rental-object__box" aria-labelledby="facts-heading">
      <h2 id="facts-heading">{t.factsTitle}</h2>
      <dl className="details rental-object__facts">
        {rentalObjectFacts(object).map((row) => (
          <div className="details__row" key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Properties({ properties }: Pick<RentalObjectDetail, 'properties'>) {
  if (properties.length === 0) return null;
  const sorted = [...properties].sort((a, b) => a.ordinal - b.ordinal);
  return (
    <section className="rental-object__section" aria-labelledby="properties-heading">
      <h2 id="properties-heading">{t.propertiesTitle}</h2>
      <dl className="details">
        {sorted.map((p) => (
          <div className="details__row" key={p.key}>
            <dt>{p.key}</dt>
            <dd>
              {[...p.values]
                .sort((a, b) => a.ordinal - b.ordinal)
                .map((v) => v.value)
                .join(', ')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Details({ object }: { object: RentalObjectDetail }) {
  useDocumentTitle(object.street);
  return (
    <div className="page rental-object">
      <BackToListLink />
      <header className="rental-object__header">
        <h1>{object.street}</h1>
        <p className="rental-object__area">
          {object.districtName}, {object.regionName}
        </p>
        <p className="rental-object__summary">
          <span>{object.rentFormated}</span>
          <span>{object.roomsDescription || `${object.rooms} rum`}</span>
          <span>{object.areaFormated}</span>
        </p>
      </header>
      {object.applicationTimeExpired && (
        <p className="rental-object__notice" role="status">
          {APPLICATION_TIME_EXPIRED_TEXT}
        </p>
      )}
      <div className="rental-object__layout">
        <div className="rental-object__media">
          <Gallery key={object.rentalObjectId} images={object.allImages} title={t.galleryTitle} />
        </div>
        <div className="rental-object__aside">
          <Facts object={object} />
          <QueuePlace rentalObjectId={object.rentalObjectId} canCalculateQueueplace={object.canCalculateQueueplace} />
          <InterestPanel home={object} />
        </div>
        <div className="rental-object__content">
          {(object.description || object.rentDescription || object.siteDescription) && (
            <section className="rental-object__section" aria-labelledby="about-heading">
              <h2 id="about-heading">{t.aboutTitle}</h2>
              {object.description && <p>{object.description}</p>}
              {object.siteDescription && <p>{object.siteDescription}</p>}
              {object.rentDescription && <p>{object.rentDescription}</p>}
            </section>
          )}
          <section className="rental-object__section" aria-labelledby="showing-heading">
            <h2 id="showing-heading">{t.showingTitle}</h2>
            <p>
              <strong>{object.showingType}</strong>
              {object.showing && object.showingIsMandatory ? '. Visningen är obligatorisk.' : ''}
            </p>
            {object.showingText && <p>{object.showingText}</p>}
            {object.hasDigitalShowing && (
              <p>
                <Link className="button button--secondary" to={digitalShowingPath(object.rentalObjectId)}>
                  {t.digitalShowing}
                </Link>
              </p>
            )}
          </section>
          <Properties properties={object.properties} />
          <Requirements adCriteria={object.adCriteria} incomeTypes={object.incomeTypes} />
        </div>
      </div>
    </div>
  );
}

// The page's shape while the home is on its way: the heading lines, the gallery's image area and the facts box, so
// the content takes the same places when it comes.
function Loading() {
  useDocumentTitle('Bostad');
  return (
    <div className="page rental-object">
      <BackToListLink />
      <Skeleton label={t.loading}>
        <div className="rental-object__header">
          <div className="rental-object__skeleton-title">
            <SkeletonLine width="60%" />
          </div>
          <p className="rental-object__area">
            <SkeletonLine width="40%" />
          </p>
          <p className="rental-object__summary">
            <SkeletonLine width="50%" />
          </p>
        </div>
        <div className="rental-object__layout">
          <div className="rental-object__media">
            <p className="gallery__title">
              <SkeletonLine width="45%" />
            </p>
            <div className="skeleton__box gallery__image" />
          </div>
          <div className="rental-object__aside">
            <div className="rental-object__box">
              {Array.from({ length: 8 }, (_, i) => (
                <SkeletonLine key={i} width={i === 0 ? '50%' : '90%'} />
              ))}
            </div>
          </div>
        </div>
      </Skeleton>
    </div>
  );
}

export default function RentalObjectPage() {
  const { rentalObjectId = '' } = useParams();
  const { data, loading, error } = useGetRentalObjectQuery({ variables: { rentalObjectId }, fetchPolicy: 'cache-and-network' });
  const result = data?.getRentalObject;
  if (result?.rentalObject && !result.error) return <Details object={result.rentalObject} />;
  if (result) return <Missing title={t.notFoundTitle} text={resultText(result)} />;
  if (loading || !error) return <Loading />;
  // The request itself failed (network, server): not the same as a home that does not exist.
  return <Missing title={t.loadFailedTitle} text={t.loadFailed} />;
}
