// The home was lost: another applicant got it, or the applicant missed a mandatory showing or left an offer
// unanswered (then with the warning that came with it).
import { endTexts, type EndReason } from '../../domain/application-stages';
import { warningReasons, type WarningReason } from '../../domain/warnings-and-blocks';
import { applicationsPageUrl, composeMail, type ComposedMail } from './mail-parts';

export const lostSubject = (street: string) => `Besked om ${street}`;

export interface Lost {
  firstName: string;
  home: { street: string; city: string };
  endReason: EndReason;
  /** The warning given with it, if any. */
  warning: WarningReason | null;
  publicUrl: string;
}

export function lostMail(m: Lost): ComposedMail {
  return composeMail(lostSubject(m.home.street), [
    `Hej ${m.firstName}!`,
    `Det här gäller din intresseanmälan för ${m.home.street}, ${m.home.city}. ${endTexts[m.endReason]}`,
    ...(m.warning
      ? [`Du har fått en varning: ${warningReasons[m.warning]}. Varningen gäller i 12 månader, och för många varningar ger en spärr mot nya intresseanmälningar. Dina varningar och spärrar ser du under Mitt konto.`]
      : []),
    `Dina intresseanmälningar: ${applicationsPageUrl(m.publicUrl)}`,
  ]);
}
