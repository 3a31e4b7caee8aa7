// Field builders shared by the profile questionnaires (spec 001 §5). Each schema reads what a form holds (strings
// from inputs, 'true'/'false' from radio buttons) and what the server receives (numbers, booleans), so one schema
// serves the form and the server. A field never fails on its type alone: a wrong type is a problem with the field's
// own Swedish message, and the form's cross-field rules (required when another answer is yes) still run, so the
// error summary lists every problem at once instead of revealing them one save at a time.
import { z } from '../zod';

export const profileMessages = {
  /** Every form needs a choice before saving (spec 001 §5). */
  choiceRequired: 'Du måste göra ett val',
  /** Spec 001 §8: a failed save. */
  saveFailed: 'Vi kunde inte spara dina uppgifter',
  /** The success toast of every questionnaire (spec 001 §8 names the confirmation, not its wording). */
  saved: 'Dina uppgifter är sparade',
} as const;

/** A yes/no radio group's value: a boolean from the server, 'true'/'false' from a form. */
export type YesNoInput = boolean | 'true' | 'false' | '' | null | undefined;
/** A number field's value: a number from the server, the input's text from a form. */
export type NumberInput = number | string | null | undefined;
/** An id from a select: a number from the server, the option's value from a form. */
export type IdInput = number | string | null | undefined;

/**
 * Any value (a missing key too), typed as what the form holds; the checks decide what is acceptable. Used alone for
 * a field that the form's cross-field rule checks (required only when another answer says so).
 */
export const input = <T>() => z.unknown().optional() as unknown as z.ZodType<T, T>;

/** Whether a value counts as not answered: missing, null or blank. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function readYesNo(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

/** A yes/no question that must be answered. */
export const yesNo = (message: string = profileMessages.choiceRequired) =>
  input<YesNoInput>()
    .superRefine((v, ctx) => {
      if (readYesNo(v) === null) ctx.addIssue({ code: 'custom', message });
    })
    .transform((v) => readYesNo(v) === true);

/** A check box that may be left alone: unticked, missing or false are all no. */
export const optionalFlag = () => input<YesNoInput>().transform((v) => readYesNo(v) === true);

/** One of a fixed list of codes (a radio group or select). */
export const choice = <const T extends string>(values: readonly T[], message: string) =>
  input<T | '' | null | undefined>()
    .superRefine((v, ctx) => {
      if (!(values as readonly unknown[]).includes(v)) ctx.addIssue({ code: 'custom', message });
    })
    .transform((v) => v as T);

/** An id chosen from a list the server gives (study locations, municipalities): a positive whole number. */
export function readId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

// ---- Numbers ----

export interface NumberRules {
  required: string;
  notNumber: string;
  /** Amounts may have öre (a decimal comma or point, at most two decimals); counts are whole numbers. */
  decimals?: boolean;
  /** The smallest and largest accepted values, each with the message when passed. */
  min?: { value: number; message: string };
  max?: { value: number; message: string };
}

const minusSigns = /[\u2212\u2013]/g;
const spaces = /[\s\u00a0\u202f]/g;

/**
 * The number in a field's value, null when blank, NaN when it is not a number. Spaces (thousands grouped as
 * '25 000'), a trailing 'kr' and a decimal comma are what people type and are accepted; '1e3' and '0x10' are not.
 */
export function readNumber(value: unknown, decimals = false): number | null {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return Number.isFinite(value) && (decimals || Number.isInteger(value)) ? value : NaN;
  if (typeof value !== 'string') return NaN;
  const text = value.replace(minusSigns, '-').replace(spaces, '').replace(/kr$/i, '').replace(',', '.');
  const pattern = decimals ? /^-?\d+(\.\d{1,2})?$/ : /^-?\d+$/;
  return pattern.test(text) ? Number(text) : NaN;
}

/** The first rule a number field's value breaks, or null. */
export function numberProblem(value: unknown, rules: NumberRules): string | null {
  const n = readNumber(value, rules.decimals);
  if (n === null) return rules.required;
  if (Number.isNaN(n)) return rules.notNumber;
  if (rules.min && n < rules.min.value) return rules.min.message;
  if (rules.max && n > rules.max.value) return rules.max.message;
  return null;
}

/** Adds the number problem, if any, at `path` (for fields required only when another answer says so). */
export function checkNumber(ctx: z.RefinementCtx, path: string, value: unknown, rules: NumberRules): void {
  const message = numberProblem(value, rules);
  if (message) ctx.addIssue({ code: 'custom', path: [path], message });
}

/** A required number field. */
export const numberField = (rules: NumberRules) =>
  input<NumberInput>()
    .superRefine((v, ctx) => {
      const message = numberProblem(v, rules);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((v) => readNumber(v, rules.decimals) as number);

/** The largest amount a questionnaire takes (kronor): far above any real answer, well inside the database's range. */
export const AMOUNT_MAX_KRONOR = 1_000_000_000;

export interface AmountMessages {
  required: string;
  notNumber: string;
  notPositive: string;
  tooLarge: string;
}

/** An amount in kronor: required, numeric, more than zero, at most `max`. */
export const amountRules = (m: AmountMessages, max = AMOUNT_MAX_KRONOR): NumberRules => ({
  required: m.required,
  notNumber: m.notNumber,
  decimals: true,
  min: { value: 0.01, message: m.notPositive },
  max: { value: max, message: m.tooLarge },
});

/** A whole number from `min` to `max` with one message for both bounds (counts of people, remarks). */
export const countRules = (m: { required: string; notNumber: string; outOfRange: string }, min: number, max: number): NumberRules => ({
  required: m.required,
  notNumber: m.notNumber,
  min: { value: min, message: m.outOfRange },
  max: { value: max, message: m.outOfRange },
});

// ---- Texts ----

/** A required text with a length limit. */
export const text = (m: { required: string; tooLong: string }, max: number) =>
  input<string | null | undefined>()
    .superRefine((v, ctx) => {
      const t = typeof v === 'string' ? v.trim() : '';
      if (!t) ctx.addIssue({ code: 'custom', message: m.required });
      else if (t.length > max) ctx.addIssue({ code: 'custom', message: m.tooLong });
    })
    .transform((v) => (v as string).trim());

/** The trimmed text, or null when blank. */
export function readText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Characters left of a limited text (the live counter under a text area); negative when over. */
export function charactersLeft(value: string | null | undefined, max: number): number {
  return max - (value ?? '').trim().length;
}
