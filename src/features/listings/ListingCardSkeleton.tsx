// The place of a home that is on its way: the card's own lines with typical text drawn as grey bars, so it is as
// tall and as wide as the card that replaces it (no layout shift). Hidden from assistive technology.
import { floorText, lastReplyText, moveInText, roomsText } from './listingTexts';

const SAMPLE = { street: 'Kungsgatan 12', place: 'Gränby, Uppsala norr', area: '62 m²', rent: '8 500 kr/mån', day: '2026-12-31' };

export function ListingCardSkeleton() {
  return (
    <li className="listing-card listing-card--skeleton" aria-hidden="true">
      <div className="listing-card__body">
        <h2 className="listing-card__title">{SAMPLE.street}</h2>
        <p className="listing-card__place">{SAMPLE.place}</p>
        <div className="listing-card__image" />
        <ul className="listing-card__facts">
          <li>{roomsText(2)}</li>
          <li>{SAMPLE.area}</li>
          <li>{SAMPLE.rent}</li>
          <li>{floorText(2)}</li>
        </ul>
        <div className="listing-card__dates">
          <p>{moveInText(SAMPLE.day)}</p>
          <p>{lastReplyText(SAMPLE.day)}</p>
        </div>
        <p className="listing-card__tag listing-card__tag--none">{'\u00a0'}</p>
      </div>
    </li>
  );
}
