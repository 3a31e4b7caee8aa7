// How a queue place reads (spec 001 §2, §7): "plats 37 av 412" and the one-line reason for it, for the detail page
// and each interest registration. The server ranks (server/domain/application-ranking.ts); this only words it.
import { once } from './once';

/**
 * What a place is counted from: the queue date (bostadskön), the start of the applicant's current contract with the
 * home's landlord (a home also offered through the transfer queue), or the moment of registering (first come, first
 * served homes).
 */
export type RankBasis = 'QUEUE_DATE' | 'CONTRACT_DATE' | 'REGISTERED';

export interface RankReason {
  basis: RankBasis;
  /** YYYY-MM-DD. */
  date: string;
  /** The home gives the landlord's own tenants priority and the applicant is one. */
  tenantFirst: boolean;
}

const countFormat = once(() => new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 }));
const count = (n: number) => countFormat().format(n).replace(/[\u00a0\u202f]/g, ' ');

/** 'plats 37 av 412'; thousands grouped with a space ('plats 1 204 av 12 412'). */
export function formatQueuePlace(place: number, total: number): string {
  return `plats ${count(place)} av ${count(total)}`;
}

/**
 * The place as the detail page and the applications page both show it: 'plats 37 av 412 (din kötid började
 * 2021-03-04)', the reason (worded by the server with queuePlaceReasonText) in brackets when there is one.
 */
export function queuePlaceLine(place: number, total: number, reason: string | null): string {
  const text = formatQueuePlace(place, total);
  return reason ? `${text} (${reason})` : text;
}

/** 'din kötid började 2021-03-04', and the other bases' wordings. */
export function queuePlaceReasonText(reason: RankReason): string {
  const counted =
    reason.basis === 'CONTRACT_DATE'
      ? `ditt hyreskontrakt hos hyresvärden började ${reason.date}`
      : reason.basis === 'REGISTERED'
        ? `du anmälde intresse ${reason.date}`
        : `din kötid började ${reason.date}`;
  return reason.tenantFirst ? `hyresvärdens hyresgäster går först och ${counted}` : counted;
}
