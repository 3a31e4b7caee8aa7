// The contract is signed: the home is the applicant's, and the agency fee is due.
import { formatKronor } from '../../../src/rules/money';
import { applicationsPageUrl, composeMail, type ComposedMail } from './mail-parts';

export const CONTRACT_SUBJECT = 'Kontraktet är klart';

export interface Contract {
  firstName: string;
  home: { street: string; city: string };
  /** The agency-fee order, in öre including VAT, and its due day. */
  agencyFee: { amount: number; dueDate: string } | null;
  publicUrl: string;
}

export function contractMail(m: Contract): ComposedMail {
  return composeMail(CONTRACT_SUBJECT, [
    `Hej ${m.firstName}!`,
    `Grattis! Kontraktet för ${m.home.street}, ${m.home.city} är skrivet.`,
    ...(m.agencyFee
      ? [`Förmedlingsavgiften är ${formatKronor(m.agencyFee.amount)} inklusive moms och ska vara betald senast ${m.agencyFee.dueDate}. Du betalar den under Förmedlingsavgifter på Mina sidor: ${applicationsPageUrl(m.publicUrl)}`]
      : []),
    'Dina andra intresseanmälningar avbröts när du tackade ja till bostaden.',
  ]);
}
