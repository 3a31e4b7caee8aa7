// The interest registrations of the scale database and each closed home's brokerage. How many a home gets: five open
// homes get `hot` each (10 000 at full size), the others a long tail (weight (rank + 200)^-0.6 in a random order,
// capped below the hot ones), only on homes already published. Applicants are picked with a random start and a prime
// stride over all ids (distinct without a set), queue members and those waiting for their first payment only; a main
// applicant registers with the co-applicant half the time. Registration times fall between publication and the last
// reply day (or now), to the millisecond. rank_queue_date is what migration 0011's triggers would set (the generator
// loads with triggers off). Homes whose interest period closed are brokered: places given in rank order
// (server/domain/application-ranking.ts: queue date, then time, then id); those closed over 30 days ago ended with a
// contract (the others LOST), the younger ones are mid-way (an offer, accepted, in the check, proposed or approved by
// the landlord, showings, RANKED, NOT_INVITED, a few DECLINED and CHECK_FAILED).
import { APPLICANT_STATUSES } from '../../server/domain/applicant-status';
import type { Stage } from '../../server/domain/application-stages';
import { seededRandom } from '../../server/db/seed/listings';
import type { Cell } from './copy';
import { isoDay, msOfDay } from './days';
import { hasCoApplicant, rankQueueDay, type People } from './people';

export interface Home {
  rentalObjectId: string;
  startDay: number;
  lastReplyDay: number;
  canCalculate: boolean;
}

const HOT_HOMES = 5;
const PRIMES = [1_000_003, 999_983, 1_299_709, 104_729, 15_485_863, 32_452_843];

/** How many registrations each home gets (same order as `homes`), summing to `total`. */
export function interestCounts(homes: readonly Home[], total: number, today: number): number[] {
  const rng = seededRandom(77);
  const counts = homes.map(() => 0);
  const hot = Math.min(10_000, Math.floor(total / 200));
  const open = homes.flatMap((h, i) => (h.startDay <= today && h.lastReplyDay >= today && h.canCalculate ? [i] : []));
  for (const i of open.slice(0, HOT_HOMES)) counts[i] = hot;
  const rest = homes.flatMap((h, i) => (h.startDay <= today && counts[i] === 0 ? [i] : []));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const weights = rest.map((_, r) => (r + 200) ** -0.6);
  const sum = weights.reduce((a, b) => a + b, 0);
  let left = total - HOT_HOMES * hot;
  rest.forEach((home, r) => {
    counts[home] = Math.min(hot - 1, Math.round(((total - HOT_HOMES * hot) * weights[r]!) / sum), left);
    left -= counts[home]!;
  });
  if (rest.length) counts[rest[rest.length - 1]!]! += left; // what rounding left over, on the quietest home
  return counts;
}

export const APPLICATION_COLUMNS = [
  'application_id', 'applicant_id', 'rental_object_id', 'co_applicant_id', 'created_at', 'updated_at', 'showing_confirm',
  'stage', 'queue_place', 'showing_starts', 'showing_ends', 'showing_answer', 'attended', 'last_reply_time', 'end_reason', 'rank_queue_date',
] as const;

export const BROKERAGE_COLUMNS = ['rental_object_id', 'period_closed_at', 'winner_application_id', 'contract_signed_at', 'last_reply_date'] as const;

interface Registration {
  id: number;
  applicantId: number;
  createdMs: number;
  rank: number | null;
}

const WINNER_STAGES: Stage[] = ['OFFERED', 'ACCEPTED', 'CHECK', 'PROPOSED', 'LANDLORD_APPROVED'];
const eligible = new Set<number>([APPLICANT_STATUSES.QUEUE.applicantStatusId, APPLICANT_STATUSES.PENDING_PAYMENT.applicantStatusId]);

/** The registrations, home by home; each closed home's brokerage row is pushed to `brokerages` on the way. */
export function* applicationRows(people: People, homes: readonly Home[], counts: readonly number[], today: number, nowMs: number, brokerages: Cell[][]): Generator<Cell[]> {
  const rng = seededRandom(4_242_001);
  let nextId = 1;
  for (const [h, home] of homes.entries()) {
    const wanted = counts[h]!;
    if (!wanted) continue;
    const stride = PRIMES.find((p) => people.count % p !== 0)!;
    const start = Math.floor(rng() * people.count);
    const fromMs = msOfDay(home.startDay);
    const window = Math.max(1, Math.min(msOfDay(home.lastReplyDay + 1), nowMs) - fromMs);
    const rows: Registration[] = [];
    for (let k = 0; rows.length < wanted && k < people.count; k++) {
      const applicantId = 1 + ((start + k * stride) % people.count);
      if (!eligible.has(people.status[applicantId]!)) continue;
      rows.push({ id: nextId++, applicantId, createdMs: fromMs + Math.floor(rng() * window), rank: rankQueueDay(people, applicantId) });
    }
    const closed = home.lastReplyDay < today && home.canCalculate;
    const places = new Map<number, number>();
    let stages: (place: number | null) => Stage = () => 'INTEREST';
    if (closed) {
      const ranked = rows.filter((r) => r.rank !== null).sort((a, b) => a.rank! - b.rank! || a.createdMs - b.createdMs || a.id - b.id);
      ranked.forEach((r, i) => places.set(r.id, i + 1));
      const contracted = today - home.lastReplyDay > 30;
      const winner = WINNER_STAGES[Math.floor(rng() * WINNER_STAGES.length)]!;
      stages = (place) => {
        if (contracted) return place === 1 ? 'CONTRACT' : 'LOST';
        if (place === null) return 'NOT_INVITED';
        if (place === 1) return winner;
        if (place <= 10) return rng() < 0.1 ? (rng() < 0.5 ? 'DECLINED' : 'CHECK_FAILED') : place <= 5 ? 'SHOWING_DONE' : 'SHOWING_INVITED';
        return place <= 30 ? 'RANKED' : 'NOT_INVITED';
      };
      const first = ranked[0];
      const closedAt = new Date(msOfDay(home.lastReplyDay + 1) + 8 * 3_600_000);
      brokerages.push([home.rentalObjectId, closedAt, first?.id ?? null, contracted && first ? new Date(closedAt.getTime() + 20 * 86_400_000) : null, isoDay(home.lastReplyDay)]);
    }
    const showingMs = msOfDay(home.lastReplyDay + 5) + 16 * 3_600_000;
    for (const r of rows) {
      const place = places.get(r.id) ?? null;
      const stage = stages(place);
      const shown = stage === 'SHOWING_INVITED' || stage === 'SHOWING_DONE';
      const created = new Date(r.createdMs);
      yield [
        r.id, r.applicantId, home.rentalObjectId, hasCoApplicant(r.applicantId) && rng() < 0.5 ? r.applicantId + 1 : null, created, created, shown,
        stage, closed ? place : null, shown ? new Date(showingMs) : null, shown ? new Date(showingMs + 3_600_000) : null,
        stage === 'SHOWING_DONE' ? 'YES' : null, stage === 'SHOWING_DONE' ? true : null,
        stage === 'OFFERED' ? new Date(msOfDay(today + 3) + 12 * 3_600_000) : null,
        stage === 'LOST' ? 'OTHER_CHOSEN' : stage === 'DECLINED' ? 'OFFER_DECLINED' : null, r.rank === null ? null : isoDay(r.rank),
      ];
    }
  }
}
