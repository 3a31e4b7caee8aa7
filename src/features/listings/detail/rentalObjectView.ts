// What the detail page says about a home (spec 001 §2 'Listing detail'): the facts list with Swedish terms, the
// floor and queue-place wording. Pure, so the wording is tested without rendering.
import type { GetRentalObjectQuery } from '../../../graphql/__generated__/hooks';
import { formatKronor } from '../../../rules/money';
import { queuePlaceLine } from '../../../rules/queuePlace';

export type RentalObjectDetail = NonNullable<GetRentalObjectQuery['getRentalObject']['rentalObject']>;

export interface Fact {
  label: string;
  value: string;
}

const yesNo = (b: boolean) => (b ? 'Ja' : 'Nej');
const names = (list: readonly { name: string }[]) => list.map((c) => c.name).join(', ');

/** '2 av 4'; the ground floor in words; null when the floor is unknown. */
export function floorText(floor: number | null, floorTotal: number | null): string | null {
  if (floor == null) return null;
  const of = floorTotal != null ? ` av ${floorTotal}` : '';
  return floor === 0 ? `Bottenvåning (0${of})` : `${floor}${of}`;
}

const QUEUES: Record<number, string> = { 1: 'Bostadskön', 2: 'Studentkön', 3: 'Seniorkön' };

/** The facts of the detail page in reading order; rows without a value are left out. */
export function rentalObjectFacts(o: RentalObjectDetail): Fact[] {
  const rows: (Fact | null)[] = [
    { label: 'Adress', value: `${o.street}, ${o.zipcode} ${o.city}` },
    { label: 'Område', value: `${o.districtName}, ${o.regionName}` },
    { label: 'Hyra', value: o.rentFormated },
    { label: 'Boarea', value: o.areaFormated },
    { label: 'Antal rum', value: o.roomsDescription ? `${o.rooms} (${o.roomsDescription})` : String(o.rooms) },
    floorText(o.floor, o.floorTotal) ? { label: 'Våning', value: floorText(o.floor, o.floorTotal)! } : null,
    { label: 'Sista anmälningsdag', value: o.lastReplyDate },
    { label: 'Inflyttning', value: (o.moveInDateFormated ?? 'Enligt överenskommelse') + (o.moveInEarlier ? ' (tidigare inflyttning kan vara möjlig)' : '') },
    { label: 'Hyresvärd', value: o.landlord.name },
    o.projectName ? { label: 'Projekt', value: o.projectName } : null,
    o.kontraktsTyp.length ? { label: 'Kontraktstyp', value: names(o.kontraktsTyp) } : null,
    o.boendeTyp.length ? { label: 'Boendetyp', value: names(o.boendeTyp) } : null,
    o.bostadsTyp.length ? { label: 'Objekttyp', value: names(o.bostadsTyp) } : null,
    o.formedlingsTyp.length ? { label: 'Förmedling', value: names(o.formedlingsTyp) } : null,
    { label: 'Kö', value: QUEUES[o.queueTypeId] ?? 'Bostadskön' },
    { label: 'Balkong/uteplats', value: yesNo(o.balcony) },
    { label: 'Hiss', value: yesNo(o.elevator) },
    o.maxNumberOfPeople != null ? { label: 'Max antal boende', value: String(o.maxNumberOfPeople) } : null,
    { label: 'Objektnummer', value: o.objectNumber },
    { label: 'Lägenhetsnummer', value: o.apartmentNumber },
    { label: 'Visning', value: o.showingType + (o.showing && o.showingIsMandatory ? ' (obligatorisk)' : '') },
    o.agencyFee ? { label: 'Förmedlingsavgift', value: agencyFeeText(o.agencyFee) } : null,
    { label: 'Antal intresseanmälningar', value: String(o.applicationCount) },
  ];
  return rows.filter((r): r is Fact => r !== null);
}

/** The agency fee is given in kronor: '305 kr'. */
export function agencyFeeText(fee: { value: number; currency: string }): string {
  const text = formatKronor(Math.round(fee.value * 100));
  return fee.currency === 'SEK' ? text : text.replace(/ kr$/, ` ${fee.currency}`);
}

export interface QueuePlaceLike {
  estimatedQueuePlace: number | null;
  totalApplications: number;
  hasApplication: boolean;
  queuePlaceReason: string | null;
}

/**
 * The applicant's place in the words of the applications page (src/rules/queuePlace.ts): with an interest
 * registration 'Din köplats: plats 3 av 12 (din kötid började 2021-03-04)', the registration's own place; without one
 * the place they would get by registering now, counting that registration ('Din beräknade köplats: plats 3 av 13 …').
 * Null when no place can be calculated.
 */
export function queuePlaceText(q: QueuePlaceLike): string | null {
  if (q.estimatedQueuePlace == null) return null;
  if (q.hasApplication) return `Din köplats: ${queuePlaceLine(q.estimatedQueuePlace, q.totalApplications, q.queuePlaceReason)}`;
  return `Din beräknade köplats: ${queuePlaceLine(q.estimatedQueuePlace, q.totalApplications + 1, q.queuePlaceReason)}`;
}
