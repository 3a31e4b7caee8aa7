// One vacant home in the list: its primary image, the street as a link to the detail page, where it is, the key
// facts, the dates and whether interest can still be registered. Every card has the same lines (an absent move-in
// date or tag keeps its line), so cards are as tall as their placeholders (ListingCardSkeleton) and nothing moves
// when a page arrives.
import { Link } from 'react-router';
import type { RentalObjectListItemFragment } from '../../graphql/__generated__/hooks';
import { floorText, lastReplyText, listingTexts as t, moveInText, roomsText } from './listingTexts';

export interface ListingCardProps {
  home: RentalObjectListItemFragment;
  /** Called with the home's id as the detail link is followed, so the list can remember where it was. */
  onOpen: (rentalObjectId: string) => void;
  /** Load the image at once (the first cards, in view on arrival); the others load as they near the window. */
  eager?: boolean;
}

/** A line kept for layout only (read by nobody). */
const EmptyLine = ({ className }: { className?: string }) => (
  <p className={className} aria-hidden="true">
    {'\u00a0'}
  </p>
);

export function ListingCard({ home, onOpen, eager = false }: ListingCardProps) {
  const image = home.images[0];
  const headingId = `home-${home.rentalObjectId}`;
  return (
    <li className="listing-card">
      <article className="listing-card__body" aria-labelledby={headingId}>
        <h2 className="listing-card__title" id={headingId}>
          <Link to={`/rental-object/${home.rentalObjectId}`} onClick={() => onOpen(home.rentalObjectId)}>
            {home.street}
          </Link>
        </h2>
        <p className="listing-card__place">
          {home.district.name}, {home.district.region.name}
        </p>
        {image ? (
          <img className="listing-card__image" src={image.listUrl} alt={image.description} width={480} height={320} loading={eager ? 'eager' : 'lazy'} />
        ) : (
          <div className="listing-card__image" />
        )}
        <ul className="listing-card__facts">
          <li>{roomsText(home.rooms)}</li>
          <li>{home.areaFormated}</li>
          <li>{home.rentFormated}</li>
          {home.floor != null && <li>{floorText(home.floor)}</li>}
        </ul>
        <div className="listing-card__dates">
          {home.moveInDateFormated ? <p>{moveInText(home.moveInDateFormated)}</p> : <EmptyLine />}
          <p>{lastReplyText(home.lastReplyDate)}</p>
        </div>
        {home.isOpenForApplication ? <EmptyLine className="listing-card__tag listing-card__tag--none" /> : <p className="listing-card__tag">{t.closed}</p>}
      </article>
    </li>
  );
}
