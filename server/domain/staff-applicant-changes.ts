// The back office's rules for a case handler's search and changes on an applicant (issue 13), pure and table-tested:
// what a search text searches by, and when a block may be started or ended. The automatic block after too many
// warnings is warnings-and-blocks.ts's rule, the same as the brokerage's.
import { addDays } from '../../src/rules/calendar';
import { normalisePersonalIdentityNumber } from '../../src/rules/personnummer';
import { staffApplicantMessages as msg } from '../../src/rules/staff-applicants';

export type ApplicantSearch =
  | { by: 'personnummer'; personalIdentityNumber: string }
  | { by: 'email'; email: string }
  | { by: 'name'; words: string[] };

/**
 * What a search text means: a personnummer in any usual form (19900101-1234, 199001011234, 900101-1234) searches by
 * the 12-digit number, a text with '@' by e-mail, anything else by the words of the name (each must be in the first
 * or last name).
 */
export function applicantSearchOf(query: string, today: string): ApplicantSearch {
  const text = query.trim();
  const pnr = normalisePersonalIdentityNumber(text, today);
  if (pnr) return { by: 'personnummer', personalIdentityNumber: pnr };
  if (text.includes('@')) return { by: 'email', email: text.toLowerCase() };
  return { by: 'name', words: text.split(/\s+/).filter(Boolean).slice(0, 5) };
}

/** A block a case handler starts runs from today through its end day, which may not be in the past. */
export function blockEndRefusal(end: string, today: string): string | null {
  return end < today ? msg.endPast : null;
}

/**
 * Ending a block early: its last day becomes yesterday, so every rule that asks whether it is in force (interest
 * registration, the automatic block) sees it over. Refused (null) when it is already over.
 */
export function endOfEndedBlock(block: { end: string }, today: string): string | null {
  return block.end < today ? null : addDays(today, -1);
}
