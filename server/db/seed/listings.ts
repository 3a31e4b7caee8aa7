// Deterministic builders of the vacant-homes demo data (rental objects, images, queue applicants and interest
// registrations) and the seed step that writes them in bulk. The bench uses the same builders for 10 000 objects.
import type { DbOrTx } from '../client';
import {
  applicants,
  applications,
  districts,
  landlords,
  projects,
  regions,
  rentalObjectCategories,
  rentalObjectImages,
  rentalObjects,
  type AdCriteriaJson,
  type NewApplicantRow,
  type NewRentalObjectRow,
  type RentalObjectPropertyJson,
} from '../schema';
import { APPLICANT_STATUSES } from '../../domain/applicant-status';
import { addDays, addMonths, daysBetween } from '../../../src/rules/calendar';
import {
  CATEGORY_SEED,
  DISTRICT_SEED,
  FIRST_NAMES,
  INCOME_TYPES,
  LANDLORD_SEED,
  LAST_NAMES,
  PROJECT_SEED,
  REGION_SEED,
  type DistrictSeed,
  type LandlordSeed,
} from './listings-catalog';

/** Objects the demo seed creates (a few are not yet or no longer published). */
export const DEMO_RENTAL_OBJECT_COUNT = 380;
/** Applicants who only stand in the queue (no login), with varied queue dates, so queue places are real. */
export const DEMO_QUEUE_APPLICANT_COUNT = 120;

/** mulberry32: a small seeded PRNG, so every build of the same seed gives the same data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;
const chance = (rng: Rng, p: number) => rng() < p;
function weighted<T extends { weight: number }>(rng: Rng, xs: readonly T[]): T {
  const total = xs.reduce((s, x) => s + x.weight, 0);
  let r = rng() * total;
  for (const x of xs) {
    r -= x.weight;
    if (r < 0) return x;
  }
  return xs[xs.length - 1] as T;
}
const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function rentalObjectIdFor(n: number): string {
  return `RO${pad(n, 5)}`;
}

export interface BuiltImage {
  imageId: string;
  rentalObjectId: string;
  kind: 'primary' | 'other' | 'layout' | 'showing';
  description: string;
  sortingOrder: number;
}

export interface BuiltRentalObjects {
  objects: NewRentalObjectRow[];
  images: BuiltImage[];
}

const ROOM_WEIGHTS = [
  { rooms: 1, weight: 22 },
  { rooms: 2, weight: 35 },
  { rooms: 3, weight: 26 },
  { rooms: 4, weight: 12 },
  { rooms: 5, weight: 5 },
];
const AREA_RANGE: Record<number, [number, number]> = { 1: [26, 44], 2: [44, 66], 3: [64, 86], 4: [82, 106], 5: [98, 132] };
/** Most people a home may hold by its number of rooms (ONECore's rule, research §2.6). */
const MAX_PEOPLE: Record<number, number> = { 1: 3, 2: 4, 3: 5, 4: 7, 5: 8 };
const ROOM_WORDS = ['', 'Ett', 'Två', 'Tre', 'Fyra', 'Fem'];
const OTHER_ROOMS = ['Vardagsrum', 'Kök', 'Sovrum', 'Badrum', 'Hall', 'Utsikt från balkongen'];

function criteriaFor(kind: string, landlord: LandlordSeed): AdCriteriaJson {
  const multiple = landlord.categoryIds.includes('PRIVAT') ? 3 : 2.5;
  const general = [
    { text: 'Inga betalningsanmärkningar', textLong: 'Du får inte ha betalningsanmärkningar eller skulder till hyresvärd eller Kronofogden de senaste tre åren.' },
    { text: 'Goda referenser', textLong: 'Du ska ha goda referenser från nuvarande och tidigare boende. Hyresvärden kan kontakta din hyresvärd.' },
  ];
  const income = [
    {
      text: `Inkomst minst ${String(multiple).replace('.', ',')} gånger hyran`,
      textLong: `Hushållets sammanlagda inkomst före skatt ska vara minst ${String(multiple).replace('.', ',')} gånger månadshyran. Inkomsten ska vara varaktig.`,
    },
  ];
  const special: { text: string; textLong: string | null }[] = [];
  if (kind === 'STUDENT') special.push({ text: 'Studier vid Uppsala universitet eller SLU', textLong: 'Du ska studera minst 15 hp per termin vid Uppsala universitet eller SLU och kunna visa studieintyg.' });
  if (kind === 'UNGDOM') special.push({ text: 'Ålder 18–25 år', textLong: 'Kontraktet skrivs med den som är mellan 18 och 25 år när kontraktet skrivs och gäller i högst fem år.' });
  if (kind === 'SENIOR') special.push({ text: 'Ålder 55 år eller äldre', textLong: 'Minst en person i hushållet ska vara 55 år eller äldre.' });
  if (kind === 'TRYGGHET') special.push({ text: 'Ålder 70 år eller äldre', textLong: 'Minst en person i hushållet ska vara 70 år eller äldre. Gemensamma lokaler och värdinna finns.' });
  if (kind === 'VANLIG' && multiple === 3) special.push({ text: 'Ingen andrahandsuthyrning', textLong: null });
  return { general, income, special };
}

function propertiesFor(rng: Rng, o: { elevator: boolean; balcony: boolean; newProduction: boolean; student: boolean }): RentalObjectPropertyJson[] {
  const props: [string, string[]][] = [
    ['Kök', o.student ? ['Gemensamt kök i korridoren'] : o.newProduction ? ['Diskmaskin', 'Induktionshäll', 'Kyl och frys'] : pick(rng, [['Diskmaskin', 'Kyl och frys'], ['Kyl och frys', 'Spis med ugn'], ['Diskmaskin', 'Mikrovågsugn', 'Kyl och frys']])],
    ['Tvätt', o.newProduction ? ['Tvättmaskin och torktumlare i lägenheten'] : [pick(rng, ['Tvättstuga i huset', 'Tvättstuga i grannhuset', 'Tvättmaskin i lägenheten'])]],
    ['Uppvärmning', ['Fjärrvärme ingår i hyran']],
    ['Internet', [pick(rng, ['Bredband 100 Mbit/s ingår', 'Bredband 250 Mbit/s ingår', 'Fiber finns, abonnemang tecknas själv'])]],
    ['Förråd', [pick(rng, ['Källarförråd', 'Vindsförråd', 'Förråd i lägenheten'])]],
    ['Parkering', [pick(rng, ['Parkeringsplats kan hyras', 'Garageplats kan hyras', 'Cykelrum i huset'])]],
  ];
  if (o.balcony) props.push(['Balkong/uteplats', [pick(rng, ['Balkong i söderläge', 'Balkong i västerläge', 'Inglasad balkong', 'Uteplats mot gården'])]]);
  if (o.elevator) props.push(['Hiss', ['Hiss finns i trapphuset']]);
  return props.map(([key, values], i) => ({ key, ordinal: i + 1, values: values.map((value, j) => ({ value, type: 'text', ordinal: j + 1 })) }));
}

/**
 * Builds `count` rental objects published around `today`. About 8 % are past their last reply date, 6 % closed
 * for application by the landlord, 3 % not yet published and 2 % already unpublished; the rest are open.
 */
export function buildRentalObjects(opts: { count: number; today: string; seed?: number; firstNumber?: number }): BuiltRentalObjects {
  const rng = seededRandom(opts.seed ?? 20261122);
  const first = opts.firstNumber ?? 1;
  const objects: NewRentalObjectRow[] = [];
  const images: BuiltImage[] = [];
  const usedAddresses = new Set<string>();
  for (let i = 0; i < opts.count; i++) {
    const rentalObjectId = rentalObjectIdFor(first + i);
    let district: DistrictSeed = weighted(rng, DISTRICT_SEED);
    const kindRoll = rng();
    const kind = kindRoll < 0.08 ? 'STUDENT' : kindRoll < 0.14 ? 'UNGDOM' : kindRoll < 0.2 ? 'SENIOR' : kindRoll < 0.23 ? 'TRYGGHET' : 'VANLIG';
    if (kind === 'STUDENT') {
      const studentDistrictId = pick(rng, [306, 306, 304, 102, 203]);
      district = DISTRICT_SEED.find((d) => d.districtId === studentDistrictId)!;
    }
    const candidates = LANDLORD_SEED.filter((l) => l.regionIds.includes(district.regionId));
    const landlord = kind === 'STUDENT' ? LANDLORD_SEED.find((l) => l.landlordId === 8)! : weighted(rng, candidates.length ? candidates : LANDLORD_SEED);
    const project = PROJECT_SEED.find((p) => p.districtId === district.districtId && p.landlordId === landlord.landlordId && kind === 'VANLIG');
    const inProject = !!project && chance(rng, 0.7);
    const corridor = kind === 'STUDENT' && chance(rng, 0.5);
    const rooms = corridor ? 1 : kind === 'STUDENT' || kind === 'UNGDOM' ? int(rng, 1, 2) : weighted(rng, ROOM_WEIGHTS).rooms;
    const [amin, amax] = AREA_RANGE[rooms]!;
    const area = corridor ? int(rng, 16, 22) : chance(rng, 0.25) ? int(rng, amin * 2, amax * 2) / 2 : int(rng, amin, amax);
    const rate = landlord.ratePerSquareMetre * (inProject ? 1.4 : 1) * (0.9 + rng() * 0.2);
    const rentKronor = corridor ? int(rng, 32, 42) * 100 : Math.round((area * rate) / 12);
    const floorTotal = kind === 'VANLIG' && chance(rng, 0.08) ? 2 : int(rng, 2, inProject ? 9 : 7);
    const objectType = corridor ? 'KORRIDORRUM' : floorTotal === 2 && rooms >= 3 ? pick(rng, ['RADHUS', 'RADHUS', 'PARHUS']) : 'LAGENHET';
    const floor = objectType === 'LAGENHET' || objectType === 'KORRIDORRUM' ? int(rng, 0, floorTotal) : 0;
    const elevator = objectType !== 'RADHUS' && objectType !== 'PARHUS' && (inProject || floorTotal >= 5 || chance(rng, 0.25));
    const balcony = objectType === 'KORRIDORRUM' ? false : inProject || chance(rng, 0.62);
    const contract = kind === 'STUDENT' ? 'FORSTAHAND' : pick(rng, ['FORSTAHAND', 'FORSTAHAND', 'FORSTAHAND', 'FORSTAHAND', 'FORSTAHAND', 'FORSTAHAND', 'FORSTAHAND', 'FORSTAHAND', 'KORTTID', 'ANDRAHAND']);
    const direct = kind === 'VANLIG' && chance(rng, 0.1);
    const extras: string[] = [];
    if (kind === 'TRYGGHET' || kind === 'SENIOR' || chance(rng, 0.04)) if (elevator) extras.push('ACCESSABILITY');
    if (inProject && chance(rng, 0.2)) extras.push('CONCEPT');
    if (chance(rng, 0.01)) extras.push('CUSTOM');

    // Publication: most are open now; some past the last reply date; a few upcoming or already unpublished.
    const phase = rng();
    let startDate: string;
    let lastReplyDate: string;
    let endDate: string;
    if (phase < 0.08) {
      lastReplyDate = addDays(opts.today, -int(rng, 1, 10));
      startDate = addDays(lastReplyDate, -int(rng, 7, 14));
      endDate = addDays(opts.today, int(rng, 3, 12));
    } else if (phase < 0.11) {
      startDate = addDays(opts.today, int(rng, 1, 7));
      lastReplyDate = addDays(startDate, int(rng, 7, 14));
      endDate = addDays(lastReplyDate, 14);
    } else if (phase < 0.13) {
      endDate = addDays(opts.today, -int(rng, 1, 20));
      lastReplyDate = addDays(endDate, -14);
      startDate = addDays(lastReplyDate, -10);
    } else {
      lastReplyDate = addDays(opts.today, int(rng, 0, 12));
      startDate = addDays(lastReplyDate, -int(rng, 8, 14));
      if (startDate > opts.today) startDate = opts.today;
      endDate = addDays(lastReplyDate, int(rng, 10, 21));
    }
    const openForApplication = !chance(rng, 0.06);
    const moveMonth = addMonths(lastReplyDate, int(rng, 1, 3));
    const moveInDate = `${moveMonth.slice(0, 8)}01`;

    let street = '';
    for (let tries = 0; tries < 20; tries++) {
      street = `${pick(rng, district.streets)} ${int(rng, 1, 64)}${chance(rng, 0.2) ? pick(rng, ['A', 'B', 'C']) : ''}`;
      if (!usedAddresses.has(street) || tries === 19) break;
    }
    usedAddresses.add(street);
    const apartmentNumber = `${10 + floor}${pad(int(rng, 1, 8), 2)}`;
    const hasDigitalShowing = chance(rng, 0.3);
    const showing = !direct && (hasDigitalShowing || chance(rng, 0.85));
    const roomsDescription = corridor ? 'Korridorrum' : rooms === 1 && area < 32 ? '1 rum och kokvrå' : `${rooms} rum och kök`;
    const typeWord = corridor ? 'korridorrum' : objectType === 'RADHUS' ? 'radhus' : objectType === 'PARHUS' ? 'parhus' : rooms === 1 ? 'etta' : `${ROOM_WORDS[rooms]!.toLowerCase()}a`;
    const descriptionParts = [
      `${inProject ? 'Nybyggd' : pick(rng, ['Ljus', 'Trivsam', 'Rymlig', 'Välplanerad', 'Charmig'])} ${typeWord} på ${String(area).replace('.', ',')} m² i ${district.name}.`,
      floor > 0 && objectType === 'LAGENHET' ? `Lägenheten ligger på våning ${floor} av ${floorTotal}${elevator ? ' med hiss' : ''}.` : '',
      balcony ? pick(rng, ['Balkong i söderläge.', 'Balkong med kvällssol.', 'Uteplats mot en grön gård.']) : '',
      pick(rng, ['Nära till buss, affärer och skola.', 'Gångavstånd till natur och motionsspår.', 'Nära till cykelbanor in mot stan.', 'Lugnt läge med gård och lekplats.']),
    ].filter(Boolean);

    const categoryIds = [kind, ...extras, objectType, contract, direct ? 'DIREKT' : 'KO', inProject ? 'NYPRODUKTION' : 'BEFINTLIG'];
    const latitude = Number((district.latitude + (rng() - 0.5) * 0.008).toFixed(6));
    const longitude = Number((district.longitude + (rng() - 0.5) * 0.016).toFixed(6));
    const incomeTypes = INCOME_TYPES.filter((t) => (kind === 'STUDENT' ? [1, 3, 7].includes(t.incomeTypeId) : landlord.categoryIds.includes('PRIVAT') ? t.incomeTypeId !== 6 : true)).map((t) => ({ ...t }));

    objects.push({
      rentalObjectId,
      objectNumber: `${landlord.landlordId}-${pad(district.districtId, 3)}-${pad(first + i, 5)}`,
      apartmentNumber,
      street,
      city: district.city,
      zipcode: pick(rng, district.zipcodes),
      latitude,
      longitude,
      posSystem: 'WGS84',
      description: descriptionParts.join(' '),
      rooms,
      roomsDescription,
      floor,
      floorTotal,
      rent: rentKronor * 100,
      rentDescription: pick(rng, ['I hyran ingår värme och vatten.', 'I hyran ingår värme, vatten och bredband.', 'I hyran ingår värme. Hushållsel tillkommer.']),
      rentCurrency: 'SEK',
      area,
      maxNumberOfPeople: corridor ? 1 : MAX_PEOPLE[rooms]!,
      elevator,
      balcony,
      startDate,
      endDate,
      moveInDate,
      moveInEarlier: chance(rng, 0.2),
      showing,
      hasDigitalShowing,
      showingIsMandatory: showing && chance(rng, 0.4),
      showingText: !showing
        ? 'Ingen visning. Bostaden erbjuds direkt till den som först anmäler intresse och uppfyller kraven.'
        : hasDigitalShowing
          ? 'Se den digitala visningen med film och planritning. Visning på plats erbjuds de första i kön.'
          : 'Visning sker på plats. De som bjuds in får tid och plats via e-post och på Mina sidor.',
      lastReplyDate,
      openForApplication,
      keepQueueDate: contract === 'KORTTID',
      projectId: inProject ? project.projectId : null,
      districtId: district.districtId,
      landlordId: landlord.landlordId,
      queueTypeId: kind === 'STUDENT' ? 2 : kind === 'SENIOR' || kind === 'TRYGGHET' ? 3 : 1,
      queueDefault: kind !== 'STUDENT',
      queueTenant: chance(rng, 0.1),
      queueTransfer: chance(rng, 0.05),
      canCalculateQueueplace: !direct,
      agencyFee: landlord.agencyFee,
      agencyFeeCurrency: 'SEK',
      categoryIds,
      properties: propertiesFor(rng, { elevator, balcony, newProduction: inProject, student: corridor }),
      adCriteria: criteriaFor(kind, landlord),
      incomeTypes,
    });

    let order = 0;
    const image = (kindOf: BuiltImage['kind'], description: string) =>
      images.push({ imageId: `${rentalObjectId}-${++order}`, rentalObjectId, kind: kindOf, description, sortingOrder: order });
    image('primary', `Fasad, ${street}`);
    const otherRooms = OTHER_ROOMS.filter((r) => balcony || !r.includes('balkong'));
    for (let k = 0; k < Math.min(3, rooms + 1); k++) image('other', otherRooms[(k + i) % otherRooms.length]!);
    image('layout', `Planritning, ${roomsDescription.toLowerCase()}, ${String(area).replace('.', ',')} m²`);
    if (hasDigitalShowing) image('showing', `Digital visning: ${pick(rng, ['vardagsrum', 'kök', 'sovrum'])}`);
  }
  return { objects, images };
}

/** Applicants who only stand in the queue (no login, no e-mail), queue dates from a month to 16 years ago. */
export function buildQueueApplicants(opts: { count: number; today: string; seed?: number }): NewApplicantRow[] {
  const rng = seededRandom(opts.seed ?? 1937);
  const rows: NewApplicantRow[] = [];
  for (let i = 0; i < opts.count; i++) {
    const days = Math.round(30 + rng() ** 1.6 * 16 * 365);
    rows.push({
      personalIdentityNumber: null,
      firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
      lastName: LAST_NAMES[(i * 7 + 3) % LAST_NAMES.length]!,
      email: null,
      hasPaid: true,
      queueDate: addDays(opts.today, -days),
      queueFeeValidToDate: addMonths(opts.today, 9 + (i % 4)),
      accountType: 'QUEUE_ACCOUNT',
      paymentPeriod: 'YEARLY',
      applicantStatusId: APPLICANT_STATUSES.QUEUE.applicantStatusId,
      city: 'Uppsala',
      country: 'Sverige',
    });
  }
  return rows;
}

/**
 * Interest registrations: popular homes (central, cheap, small) get more. Only objects that are published and
 * brokered by queue time, and the registrations were made between publication and the last reply date.
 */
export function buildApplications(opts: {
  objects: NewRentalObjectRow[];
  applicantIds: number[];
  today: string;
  seed?: number;
}): { applicantId: number; rentalObjectId: string; createdAt: Date }[] {
  const rng = seededRandom(opts.seed ?? 4242);
  const rows: { applicantId: number; rentalObjectId: string; createdAt: Date }[] = [];
  for (const o of opts.objects) {
    if (!o.canCalculateQueueplace || o.startDate > opts.today) continue;
    const central = DISTRICT_SEED.find((d) => d.districtId === o.districtId)?.regionId === 1 ? 1.6 : 1;
    const cheap = o.rent < 700000 ? 1.5 : o.rent > 1100000 ? 0.5 : 1;
    const max = Math.min(opts.applicantIds.length, Math.round(14 * central * cheap));
    const n = chance(rng, 0.1) ? 0 : int(rng, 0, max);
    const chosen = new Set<number>();
    while (chosen.size < n) chosen.add(opts.applicantIds[Math.floor(rng() * opts.applicantIds.length)]!);
    const lastDay = o.lastReplyDate < opts.today ? o.lastReplyDate : opts.today;
    for (const applicantId of chosen) {
      const day = addDays(o.startDate, Math.floor(rng() * (Math.max(0, daysBetween(o.startDate, lastDay)) + 1)));
      rows.push({ applicantId, rentalObjectId: o.rentalObjectId, createdAt: new Date(`${day}T${pad(int(rng, 7, 22), 2)}:${pad(int(rng, 0, 59), 2)}:00Z`) });
    }
  }
  return rows;
}

/** Inserts in chunks that keep below PostgreSQL's 65 535 bind parameters. */
export async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The agency's regions, districts, categories, landlords and projects. */
export async function seedListingCatalog(db: DbOrTx): Promise<void> {
  await db.insert(regions).values(REGION_SEED.map((r) => ({ ...r })));
  await db.insert(districts).values(DISTRICT_SEED.map(({ districtId, regionId, name, latitude, longitude, description }) => ({ districtId, regionId, name, latitude, longitude, description })));
  await db.insert(rentalObjectCategories).values(CATEGORY_SEED.map((c) => ({ ...c })));
  await db.insert(landlords).values(LANDLORD_SEED.map((l) => ({ landlordId: l.landlordId, name: l.name, logoImageId: `landlord-${l.landlordId}`, categoryIds: l.categoryIds })));
  await db.insert(projects).values(PROJECT_SEED.map(({ projectId, name, landlordId, description }) => ({ projectId, name, landlordId, description })));
}

/** Rental objects and their images, in bulk. */
export async function insertRentalObjects(db: DbOrTx, built: BuiltRentalObjects): Promise<void> {
  await insertInChunks(built.objects, 500, (chunk) => db.insert(rentalObjects).values(chunk));
  await insertInChunks(built.images, 2000, (chunk) => db.insert(rentalObjectImages).values(chunk));
}

export type DemoInterest = { applicantId: number; rentalObjectId: string; createdAt: Date };

/**
 * The vacant-homes part of the demo seed: catalog, objects, queue-only applicants and interest registrations.
 * The named demo applicants' interests (a few each, so their estimated queue places are real) are returned, not
 * inserted: the applications scenarios register them after brokering their other homes, since a check that reaches
 * an applicant cancels the applicant's other registrations (server/db/seed/applications.ts).
 */
export async function seedListings(db: DbOrTx, today: string, demo: { applicantIds: number[] }): Promise<DemoInterest[]> {
  await seedListingCatalog(db);
  const built = buildRentalObjects({ count: DEMO_RENTAL_OBJECT_COUNT, today });
  await insertRentalObjects(db, built);
  const queue = await db.insert(applicants).values(buildQueueApplicants({ count: DEMO_QUEUE_APPLICANT_COUNT, today })).returning({ id: applicants.applicantId });
  const rows = buildApplications({ objects: built.objects, applicantIds: queue.map((q) => q.id), today });
  // Each named demo applicant is interested in three open homes in Uppsala, spread over the list.
  const open = built.objects.filter((o) => o.openForApplication && o.canCalculateQueueplace && o.startDate <= today && o.lastReplyDate >= today && o.districtId < 400);
  const named: DemoInterest[] = [];
  demo.applicantIds.forEach((applicantId, k) => {
    for (let j = 0; j < 3; j++) {
      const o = open[(k * 11 + j * 37) % open.length];
      if (o) named.push({ applicantId, rentalObjectId: o.rentalObjectId, createdAt: new Date(`${o.startDate}T12:00:00Z`) });
    }
  });
  await insertInChunks(rows, 5000, (chunk) => db.insert(applications).values(chunk).onConflictDoNothing());
  return named;
}
