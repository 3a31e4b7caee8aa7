// The offer (spec 001 §4): the check passed and the home is the applicant's to accept or decline within one day.
import { rentalObjectUrl } from '../../subscriptions/subscription-mail.service';
import { applicationsPageUrl, composeMail, type ComposedMail } from './mail-parts';
import { stockholmDateTime } from './mail-times';

export const OFFER_SUBJECT = 'Du erbjuds en bostad';

export interface Offer {
  firstName: string;
  home: { rentalObjectId: string; street: string; city: string };
  lastReplyTime: Date;
  publicUrl: string;
}

export function offerMail(m: Offer): ComposedMail {
  return composeMail(OFFER_SUBJECT, [
    `Hej ${m.firstName}!`,
    `Du uppfyller kraven och erbjuds ${m.home.street}, ${m.home.city}.`,
    `Svara ja eller nej senast ${stockholmDateTime(m.lastReplyTime)} på Mina sidor: ${applicationsPageUrl(m.publicUrl)}`,
    'Tackar du ja avbryts dina andra intresseanmälningar. Svarar du inte i tid går bostaden vidare till nästa sökande och du får en varning.',
    `Bostaden: ${rentalObjectUrl(m.publicUrl, m.home.rentalObjectId)}`,
  ]);
}
