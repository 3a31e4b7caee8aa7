// Warnings and blocks (spec 001 §4, §9): a missed mandatory showing or an offer left unanswered gives a warning that
// counts for 12 months; more warnings within 12 months than the agency profile allows (maxWarnings, 1) give a block
// on new interest registrations for 6 months. Blocks end by themselves: one is in force only through its end day.
import { addMonths, stockholmDay } from '../../src/rules/calendar';
import { isBlockInForce } from './indicators';

export const WARNING_VALID_MONTHS = 12;
export const BLOCK_MONTHS = 6;

/** Why a warning was given; the texts are what the applicant reads under Mitt konto. */
export const warningReasons = {
  SHOWING_MISSED: 'Uteblev från visning utan att avanmäla sig',
  OFFER_UNANSWERED: 'Svarade inte på erbjudandet om bostad i tid',
} as const;
export type WarningReason = keyof typeof warningReasons;

export interface WarningFact {
  reason: string;
  created: Date;
  /** The Swedish calendar day it was given, YYYY-MM-DD. */
  validFromDate: string;
  /** The last day it counts (inclusive), 12 months on. */
  validToDate: string;
}

export interface BlockFact {
  /** Null: every landlord (the agency's own blocks are). */
  landlord: string | null;
  start: string;
  /** The last day of the block (inclusive). */
  end: string;
  reason: string;
}

/** The warning given at `now`: it counts from that Swedish day through the same day 12 months later. */
export function newWarning(reason: WarningReason, now: Date): WarningFact {
  return warningWithText(warningReasons[reason], now);
}

/** A warning with a reason in the giver's own words (a case handler's), counting like any other. */
export function warningWithText(reason: string, now: Date): WarningFact {
  const day = stockholmDay(now);
  return { reason, created: now, validFromDate: day, validToDate: addMonths(day, WARNING_VALID_MONTHS) };
}

/** A warning as the rules count it; one a case handler revoked (revokedAt set) never counts. */
export type CountedWarning = Pick<WarningFact, 'validFromDate' | 'validToDate'> & { revokedAt?: Date | null };

/** Warnings that count on `day`: from their first through their last day, unless revoked. */
export function warningsInForce<T extends CountedWarning>(warnings: readonly T[], day: string): T[] {
  return warnings.filter((w) => !w.revokedAt && w.validFromDate <= day && day <= w.validToDate);
}

const COUNT_WORDS = ['Noll', 'En', 'Två', 'Tre', 'Fyra', 'Fem', 'Sex', 'Sju', 'Åtta', 'Nio', 'Tio'];

/** 'Två varningar inom 12 månader' (the reason of a block given for warnings). */
export function blockReasonText(warningCount: number): string {
  return `${COUNT_WORDS[warningCount] ?? String(warningCount)} varningar inom ${WARNING_VALID_MONTHS} månader`;
}

/**
 * The block a new warning brings, or null. `warnings` are every warning of the applicant, the new one included; on
 * `day` (the new warning's day) more than `maxWarnings` of them count, so a block for every landlord starts that day
 * and ends 6 months later. None when a block for every landlord already in force reaches as far: a warning during a
 * block never shortens or repeats it, but one that would end later gives the new, longer one.
 */
export function blockAfterWarning(
  warnings: readonly CountedWarning[],
  blocks: readonly BlockFact[],
  day: string,
  maxWarnings: number,
): BlockFact | null {
  const counting = warningsInForce(warnings, day).length;
  if (counting <= maxWarnings) return null;
  const end = addMonths(day, BLOCK_MONTHS);
  const covered = blocks.some((b) => b.landlord === null && isBlockInForce(b, day) && b.end >= end);
  return covered ? null : { landlord: null, start: day, end, reason: blockReasonText(counting) };
}

/** The block in force on `day` that stops interest in a home of `landlordName` (every-landlord blocks first), or null. */
export function blockFor<T extends BlockFact>(blocks: readonly T[], landlordName: string, day: string): T | null {
  const inForce = blocks.filter((b) => isBlockInForce(b, day) && (b.landlord === null || b.landlord.trim() === '' || b.landlord === landlordName));
  return inForce.sort((a, b) => Number(a.landlord !== null) - Number(b.landlord !== null) || b.end.localeCompare(a.end))[0] ?? null;
}
