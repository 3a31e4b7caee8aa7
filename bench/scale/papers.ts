// Document and certificate rows of the scale database (metadata only: the storage keys name no file). 60 % are
// documents (identity documents, study certificates, economic-support decisions, others; 1 % still waiting for review,
// 4 % rejected, the rest approved, a fifth archived), 20 % incomes' certificate slots and 20 % the certificate files,
// one slot and one file per income (the incomes themselves are extra rows: one per certificate).
import { seededRandom } from '../../server/db/seed/listings';
import { DOCUMENT_TYPES } from '../../server/db/schema';
import type { Cell } from './copy';
import { msOfDay } from './days';

export const DOCUMENT_COLUMNS = ['document_id', 'applicant_id', 'document_type', 'name', 'media_type', 'size', 'storage_key', 'document_status', 'disapproval_reason', 'reviewed_at', 'archived', 'created_at'] as const;
export const INCOME_COLUMNS = ['applicant_income_id', 'applicant_id', 'income_type_id', 'income_monthly_ore', 'income_name', 'created_at', 'updated_at'] as const;
export const SLOT_COLUMNS = ['applicant_income_id', 'certification_type_id', 'slot', 'status', 'missing_reason', 'updated_at'] as const;
export const CERTIFICATE_COLUMNS = ['document_id', 'applicant_income_id', 'certification_type_id', 'slot', 'name', 'media_type', 'size', 'storage_key', 'created_at'] as const;

export const splitPapers = (total: number) => ({ documents: Math.round(total * 0.6), certificates: Math.round(total * 0.2) });

/** A time within the last `days` days, waiting ones recent. */
const within = (rng: () => number, today: number, days: number) => new Date(msOfDay(today) - Math.floor(rng() * days * 86_400_000));

export function* documentRows(count: number, applicants: number, today: number): Generator<Cell[]> {
  const rng = seededRandom(515);
  for (let id = 1; id <= count; id++) {
    const r = rng();
    const status = r < 0.01 ? 'RECEIVED' : r < 0.05 ? 'REJECTED' : 'APPROVED';
    const created = within(rng, today, status === 'RECEIVED' ? 30 : 3 * 365);
    const type = DOCUMENT_TYPES[rng() < 0.4 ? 0 : 1 + Math.floor(rng() * 3)]!;
    yield [
      id, 1 + Math.floor(rng() * applicants), type, `dokument-${id}.pdf`, 'application/pdf', 50_000 + Math.floor(rng() * 2_000_000), `scale/doc/${id}`,
      status, status === 'REJECTED' ? 'Dokumentet går inte att läsa' : null, status === 'RECEIVED' ? null : new Date(created.getTime() + 86_400_000), rng() < 0.2, created,
    ];
  }
}

/** Incomes 1..count, of every (applicants / count)-th applicant. */
export function* incomeRows(count: number, applicants: number, today: number): Generator<Cell[]> {
  const rng = seededRandom(616);
  const step = Math.max(1, Math.floor(applicants / count));
  for (let id = 1; id <= count; id++) {
    const at = within(rng, today, 2 * 365);
    yield [id, 1 + (((id - 1) * step) % applicants), 1 + Math.floor(rng() * 12), 1_500_000 + Math.floor(rng() * 3_000_000), 'Arbetsgivare AB', at, at];
  }
}

export function* slotRows(count: number, today: number): Generator<Cell[]> {
  const rng = seededRandom(717);
  for (let id = 1; id <= count; id++) {
    const r = rng();
    const status = r < 0.01 ? 'RECEIVED' : r < 0.015 ? 'IN_REVIEW' : r < 0.02 ? 'MISSING' : r < 0.04 ? 'REJECTED' : 'APPROVED';
    yield [id, 1, 1, status, status === 'MISSING' ? 'Arbetsgivaren har inte skickat intyget än' : null, within(rng, today, status === 'APPROVED' ? 2 * 365 : 30)];
  }
}

export function* certificateRows(count: number, today: number): Generator<Cell[]> {
  const rng = seededRandom(818);
  for (let id = 1; id <= count; id++) {
    yield [id, id, 1, 1, `intyg-${id}.pdf`, 'application/pdf', 80_000 + Math.floor(rng() * 1_000_000), `scale/cert/${id}`, within(rng, today, 2 * 365)];
  }
}
