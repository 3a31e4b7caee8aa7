// The showing invitation (spec 001 §3, §4): when and where, whether it is mandatory, until when to answer, and the
// showing as an .ics calendar file to add to one's calendar.
import { createEvent } from 'ics';
import type { MailAttachment } from '../../db/schema';
import { rentalObjectUrl } from '../../subscriptions/subscription-mail.service';
import { applicationsPageUrl, composeMail, type ComposedMail } from './mail-parts';
import { stockholmClock, stockholmDateTime } from './mail-times';

export const SHOWING_INVITATION_SUBJECT = 'Du är inbjuden till visning';

export interface ShowingInvitation {
  applicationId: number;
  firstName: string;
  home: { rentalObjectId: string; street: string; city: string };
  showing: { starts: Date; ends: Date; mandatory: boolean; digital: boolean; lastReplyTime: Date };
  publicUrl: string;
}

export function showingInvitationMail(m: ShowingInvitation): ComposedMail & { attachments: MailAttachment[] } {
  const { showing } = m;
  const answers = showing.mandatory ? 'ja eller nej' : 'ja, nej, eller nej men att du fortfarande är intresserad av bostaden';
  const mail = composeMail(SHOWING_INVITATION_SUBJECT, [
    `Hej ${m.firstName}!`,
    `Du är inbjuden till visning av ${m.home.street}, ${m.home.city}, ${stockholmDateTime(showing.starts)}–${stockholmClock(showing.ends)}.`,
    ...(showing.mandatory ? ['Visningen är obligatorisk. Du behöver komma på visningen för att kunna få bostaden. Kommer du inte utan att ha svarat nej får du en varning.'] : []),
    ...(showing.digital ? ['Bostaden har också en digital visning som du hittar på bostadens sida.'] : []),
    `Svara ${answers} senast ${stockholmDateTime(showing.lastReplyTime)} på Mina sidor: ${applicationsPageUrl(m.publicUrl)}`,
    `Bostaden: ${rentalObjectUrl(m.publicUrl, m.home.rentalObjectId)}`,
    'Visningen finns också som kalenderfil i det här meddelandet, så att du kan lägga in den i din kalender.',
  ]);
  return { ...mail, attachments: [showingCalendarFile(m)] };
}

/** The showing as one calendar event (iCalendar, UTC times), the same event however often it is sent. */
export function showingCalendarFile(m: ShowingInvitation): MailAttachment {
  const { value, error } = createEvent({
    uid: `visning-${m.applicationId}-${m.showing.starts.getTime()}@bostadskon`,
    productId: 'bostadskon/visning',
    title: `Visning: ${m.home.street}`,
    location: `${m.home.street}, ${m.home.city}`,
    description: m.showing.mandatory ? 'Obligatorisk visning. Svara på Mina sidor om du kommer.' : 'Svara på Mina sidor om du kommer.',
    url: rentalObjectUrl(m.publicUrl, m.home.rentalObjectId),
    start: m.showing.starts.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: m.showing.ends.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be made');
  return { filename: 'visning.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: value };
}
