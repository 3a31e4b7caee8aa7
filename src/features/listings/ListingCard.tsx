// One vacant home in the list: its primary image, the street as a link to the detail page, where it is, the key
// facts, the dates and whether interest can still be registered.
import { Link } from 'react-router';
import type { RentalObjectListItemFragment } from '../../graphql/__generated__/hooks';
import { floorText, lastReplyText, listingTexts as t, moveInText, roomsText } from './listingTexts';

export interface ListingCardProps {
  home: RentalObjectListItemFragment;
  /** Called as the detail link is followed, so the list can remember where it was. */
  onOpen: () => void;
}

export function ListingCard({ home, onOpen }: ListingCardProps) {
  const image = home.images[0];
  const headingId = `home-${home.rentalObjectId}`;
  return (
    <li className="listing-card">
      <article className="listing-card__body" aria-labelledby={headingId}>
        <h2 className="listing-card__title" id={headingId}>
          <Link to={`/rental-object/${home.rentalObjectId}`} onClick={onOpen}>
            {home.street}
          </Link>
        </h2>
        <p className="listing-card__place">
          {home.district.name}, {home.district.region.name}
        </p>
        {image && <img className="listing-card__image" src={image.listUrl} alt={image.description} width={480} height={320} loading="lazy" />}
        <ul className="listing-card__facts">
          <li>{roomsText(home.rooms)}</li>
          <li>{home.areaFormated}</li>
          <li>{home.rentFormated}</li>
          {home.floor != null && <li>{floorText(home.floor)}</li>}
        </ul>
        <div className="listing-card__dates">
          {home.moveInDateFormated && <p>{moveInText(home.moveInDateFormated)}</p>}
          <p>{lastReplyText(home.lastReplyDate)}</p>
        </div>
        {!home.isOpenForApplication && <p className="listing-card__tag">{t.closed}</p>}
      </article>
    </li>
  );
}
