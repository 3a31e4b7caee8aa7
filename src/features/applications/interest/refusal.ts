// What the confirm-interest dialog shows when the pre-check says no (validateApplication, canCreate false): every
// reason, the unmet criteria, and where the applicant does what is missing. Pure, so refusal.test.ts holds it.
import type { ValidateApplicationQuery } from '../../../graphql/__generated__/hooks';

export type Validation = NonNullable<ValidateApplicationQuery['validateApplication']['validation']>;
export type ValidationCriterion = Validation['criteria']['general'][number];

export interface TodoLink {
  to: string;
  text: string;
}

/** The server lists each unmet criterion among the errors too (code 'criterion'): the dialog shows those with their criterion. */
export const CRITERION_CODE = 'criterion';

const UPDATE_LINKS: Record<keyof Omit<Validation['requiredUpdates'], '__typename'>, TodoLink> = {
  housing: { to: '/profile/details#housing', text: 'Uppdatera dina uppgifter om boende' },
  capital: { to: '/profile/details#capital', text: 'Uppdatera dina uppgifter om kapital' },
  debt: { to: '/profile/details#debt', text: 'Uppdatera dina uppgifter om skulder' },
  student: { to: '/profile/details#student', text: 'Uppdatera dina uppgifter om studier' },
  income: { to: '/profile/incomes', text: 'Lägg till en inkomst' },
};

const CODE_LINKS: Record<string, TodoLink> = {
  idDocument: { to: '/profile/documents', text: 'Ladda upp en id-handling' },
  unpaidQueueFee: { to: '/profile/payments', text: 'Betala köavgiften' },
  unpaidAgencyFee: { to: '/profile/payments', text: 'Betala förmedlingsavgiften' },
  notPaid: { to: '/profile/payments', text: 'Betala köavgiften' },
  coApplicant: { to: '/profile/account', text: 'Se din medsökande under Mitt konto' },
  blocked: { to: '/profile/account', text: 'Se din spärr under Mitt konto' },
};

/**
 * Refusals that end the check before the details and criteria count (the server then lists only the one): the
 * dialog shows just the reason, not criteria or details the applicant could not act on (a co-applicant account …).
 */
const FINAL_CODES = new Set(['notLoggedIn', 'closed', 'expired', 'alreadyRegistered', 'coApplicantAccount', 'notInQueue']);

export function isFinalRefusal(v: Pick<Validation, 'errors'>): boolean {
  return v.errors.some((e) => FINAL_CODES.has(e.code));
}

/** The reasons besides the unmet criteria, in the server's order. */
export function refusalReasons(v: Pick<Validation, 'errors'>): string[] {
  return v.errors.filter((e) => e.code !== CRITERION_CODE).map((e) => e.text);
}

export function unmetCriteria(v: Pick<Validation, 'criteria'>): ValidationCriterion[] {
  return [...v.criteria.general, ...v.criteria.income, ...v.criteria.special].filter((c) => c.status === 'NOT_MET');
}

/** Where to do what is missing: the details page's sections, incomes, documents, payments, the account; each once. */
export function todoLinks(v: Pick<Validation, 'errors' | 'requiredUpdates'>): TodoLink[] {
  const links: TodoLink[] = [];
  for (const key of Object.keys(UPDATE_LINKS) as (keyof typeof UPDATE_LINKS)[]) if (v.requiredUpdates[key]) links.push(UPDATE_LINKS[key]);
  for (const e of v.errors) {
    const link = CODE_LINKS[e.code];
    if (link && !links.some((l) => l.to === link.to && l.text === link.text)) links.push(link);
  }
  return links;
}
