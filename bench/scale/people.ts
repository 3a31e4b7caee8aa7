// The applicants of the scale database as a model in typed arrays (status, queue day), so the registrations can be
// generated against it (rank_queue_date) without reading the rows back, and the applicants' and co-applicant links'
// rows. Every 20th applicant (i % 20 = 19) is the co-applicant of the one before, who is a queue member; of the others
// about 6 % have left the queue, 4 % wait for their first payment, the rest stand in the queue, their queue dates
// spread over 15 years (more recent ones more common).
import { APPLICANT_STATUSES } from '../../server/domain/applicant-status';
import { FIRST_NAMES, LAST_NAMES } from '../../server/db/seed/listings-catalog';
import { seededRandom } from '../../server/db/seed/listings';
import type { Cell } from './copy';
import { isoDay, msOfDay } from './days';
import { testPersonnummer } from './personnummer';

const { QUEUE, COAPPLICANT, PENDING_PAYMENT, DEREGISTERED } = APPLICANT_STATUSES;

export interface People {
  count: number;
  /** Indexed by applicant id (1-based). */
  status: Uint8Array;
  /** Queue day (days since 1970), 0 when none. */
  queueDay: Int32Array;
}

export const isCoApplicant = (id: number) => id % 20 === 0; // id = i + 1, i % 20 = 19
export const hasCoApplicant = (id: number) => id % 20 === 19;

export function buildPeople(count: number, today: number): People {
  const rng = seededRandom(1_000_001);
  const status = new Uint8Array(count + 1);
  const queueDay = new Int32Array(count + 1);
  for (let id = 1; id <= count; id++) {
    const r = rng();
    const s = isCoApplicant(id) ? COAPPLICANT : hasCoApplicant(id) ? QUEUE : r < 0.06 ? DEREGISTERED : r < 0.1 ? PENDING_PAYMENT : QUEUE;
    status[id] = s.applicantStatusId;
    if (s !== COAPPLICANT) queueDay[id] = today - 1 - Math.floor(rng() ** 1.3 * 15 * 365);
  }
  return { count, status, queueDay };
}

/** The rank key the triggers of migration 0011 would give a registration of this applicant. */
export const rankQueueDay = (people: People, id: number): number | null =>
  people.status[id] === QUEUE.applicantStatusId && people.queueDay[id] ? people.queueDay[id]! : null;

export const APPLICANT_COLUMNS = [
  'applicant_id', 'personal_identity_number', 'first_name', 'last_name', 'date_of_birth', 'email', 'mobile', 'has_paid',
  'queue_date', 'queue_fee_valid_to_date', 'pending_queue_fee_order_due_date', 'account_type', 'payment_period',
  'applicant_status_id', 'street', 'zipcode', 'city', 'country', 'deregistered_at', 'created_at', 'updated_at',
] as const;

export function* applicantRows(people: People, today: number): Generator<Cell[]> {
  const rng = seededRandom(2_000_003);
  for (let id = 1; id <= people.count; id++) {
    const { pnr, birthDay } = testPersonnummer(id - 1);
    const s = people.status[id]!;
    const queue = people.queueDay[id] ? isoDay(people.queueDay[id]!) : null;
    const created = new Date(msOfDay(people.queueDay[id] || today - 1 - Math.floor(rng() * 3000)) + 36_000_000);
    yield [
      id, pnr, FIRST_NAMES[id % FIRST_NAMES.length]!, LAST_NAMES[(id * 7 + 3) % LAST_NAMES.length]!, isoDay(birthDay),
      `sokande.${id}@example.se`, `070${String(id).padStart(7, '0')}`, s === QUEUE.applicantStatusId,
      queue, s === QUEUE.applicantStatusId ? isoDay(today + 1 + Math.floor(rng() * 365)) : null,
      s === PENDING_PAYMENT.applicantStatusId ? isoDay(today + 1 + Math.floor(rng() * 30)) : null,
      s === COAPPLICANT.applicantStatusId ? 'CO_APPLICANT_ACCOUNT' : 'QUEUE_ACCOUNT', s === COAPPLICANT.applicantStatusId ? null : 'YEARLY',
      s, `Storgatan ${1 + (id % 90)}`, `75${String(id % 1000).padStart(3, '0')}`, 'Uppsala', 'Sverige',
      s === DEREGISTERED.applicantStatusId ? new Date(msOfDay(today - 1 - Math.floor(rng() * 700))) : null, created, created,
    ];
  }
}

export const CO_APPLICANT_LINK_COLUMNS = ['main_applicant_id', 'co_applicant_id', 'status', 'requested_by_applicant_id'] as const;

export function* coApplicantLinkRows(people: People): Generator<Cell[]> {
  for (let id = 20; id <= people.count; id += 20) yield [id - 1, id, 'accepted', id - 1];
}
