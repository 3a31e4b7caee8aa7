// The mail that confirms a registered interest (spec 001 §4): which home, until when the interest period runs, the
// queue place when one can be estimated, and where to follow the registration.
import { formatQueuePlace, queuePlaceReasonText, type RankReason } from '../../../src/rules/queuePlace';
import { rentalObjectUrl } from '../../subscriptions/subscription-mail.service';
import { applicationsPageUrl, composeMail, type ComposedMail } from './mail-parts';

export const INTEREST_REGISTERED_SUBJECT = 'Din intresseanmälan är registrerad';

export interface InterestRegistered {
  firstName: string;
  home: { rentalObjectId: string; street: string; city: string; lastReplyDate: string };
  /** The estimated place now, with its reason; null when no place can be estimated. */
  queuePlace: { place: number; total: number; reason: RankReason } | null;
  jointWith: string | null;
  publicUrl: string;
}

export function interestRegisteredMail(m: InterestRegistered): ComposedMail {
  const place = m.queuePlace
    ? `Just nu har du ${formatQueuePlace(m.queuePlace.place, m.queuePlace.total)} (${queuePlaceReasonText(m.queuePlace.reason)}). Platsen kan ändras tills tiden för intresseanmälan har gått ut.`
    : null;
  return composeMail(INTEREST_REGISTERED_SUBJECT, [
    `Hej ${m.firstName}!`,
    `Vi har tagit emot din intresseanmälan för ${m.home.street}, ${m.home.city}${m.jointWith ? `, tillsammans med ${m.jointWith}` : ''}.`,
    ...(place ? [place] : []),
    `Sista dag för intresseanmälan är ${m.home.lastReplyDate}. Efter det rangordnas de intresserade och du får besked om visning och erbjudande på Mina sidor och med e-post.`,
    `Bostaden: ${rentalObjectUrl(m.publicUrl, m.home.rentalObjectId)}\nDina intresseanmälningar: ${applicationsPageUrl(m.publicUrl)}`,
    'Du kan ta bort din intresseanmälan på Mina sidor fram till att du har tackat ja till bostaden.',
  ]);
}
