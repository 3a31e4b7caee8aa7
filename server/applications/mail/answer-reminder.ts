// The reminder the day before an answer is due: an offer, or a showing invitation not yet answered.
import { applicationsPageUrl, composeMail, type ComposedMail } from './mail-parts';
import { stockholmDateTime } from './mail-times';

export const OFFER_REMINDER_SUBJECT = 'Påminnelse: svara på erbjudandet om bostad';
export const SHOWING_REMINDER_SUBJECT = 'Påminnelse: svara på inbjudan till visning';

export interface AnswerReminder {
  firstName: string;
  home: { street: string; city: string };
  /** What waits for the answer: an offer, or a showing invitation (mandatory or not). */
  waiting: { kind: 'offer' } | { kind: 'showing'; mandatory: boolean };
  deadline: Date;
  publicUrl: string;
}

export function answerReminderMail(m: AnswerReminder): ComposedMail {
  const by = `senast ${stockholmDateTime(m.deadline)}`;
  const body =
    m.waiting.kind === 'offer'
      ? [
          `Du har ännu inte svarat på erbjudandet om ${m.home.street}, ${m.home.city}. Svara ja eller nej ${by}.`,
          'Svarar du inte i tid går bostaden vidare till nästa sökande och du får en varning.',
        ]
      : [
          `Du har ännu inte svarat på inbjudan till visning av ${m.home.street}, ${m.home.city}. Svara ${by}.`,
          ...(m.waiting.mandatory ? ['Visningen är obligatorisk. Kommer du inte utan att ha svarat nej får du en varning.'] : []),
        ];
  return composeMail(m.waiting.kind === 'offer' ? OFFER_REMINDER_SUBJECT : SHOWING_REMINDER_SUBJECT, [
    `Hej ${m.firstName}!`,
    ...body,
    `Svara på Mina sidor: ${applicationsPageUrl(m.publicUrl)}`,
  ]);
}
