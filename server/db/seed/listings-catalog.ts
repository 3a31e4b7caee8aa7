// The demo agency's fixed vocabulary: an Uppsala-like agency's regions, districts (with streets and postcodes),
// landlords, projects and the category lists of spec 001 §3. Coordinates are real-looking WGS84 points around the
// map centre of spec 001 §9 (59.85882, 17.63889).
import { LANDLORD_INCOME_TYPES } from '../../../src/rules/listing-editor';

export const REGION_SEED = [
  { regionId: 1, name: 'Uppsala centrum' },
  { regionId: 2, name: 'Uppsala norr' },
  { regionId: 3, name: 'Uppsala syd' },
  { regionId: 4, name: 'Knivsta' },
  { regionId: 5, name: 'Enköping' },
] as const;

export interface DistrictSeed {
  districtId: number;
  regionId: number;
  name: string;
  latitude: number;
  longitude: number;
  city: string;
  zipcodes: string[];
  streets: string[];
  /** How many of every 100 objects land here (roughly). */
  weight: number;
  description: string;
}

export const DISTRICT_SEED: DistrictSeed[] = [
  { districtId: 101, regionId: 1, name: 'Dragarbrunn', latitude: 59.8596, longitude: 17.6425, city: 'Uppsala', zipcodes: ['753 20', '753 21', '753 22'], streets: ['Dragarbrunnsgatan', 'Kungsgatan', 'Bäverns gränd', 'Vaksalagatan'], weight: 5, description: 'Mitt i stan med affärer, restauranger och Resecentrum runt hörnet.' },
  { districtId: 102, regionId: 1, name: 'Luthagen', latitude: 59.8648, longitude: 17.6238, city: 'Uppsala', zipcodes: ['752 24', '752 25', '752 27'], streets: ['Luthagsesplanaden', 'Götgatan', 'Sysslomansgatan', 'Geijersgatan'], weight: 6, description: 'Lugnt bostadsområde med stenstadskaraktär nära centrum och Stadsträdgården.' },
  { districtId: 103, regionId: 1, name: 'Fålhagen', latitude: 59.8531, longitude: 17.6559, city: 'Uppsala', zipcodes: ['753 30', '753 31', '753 32'], streets: ['Säbygatan', 'Väderkvarnsgatan', 'Kamaxelgatan'], weight: 5, description: 'Stadsdel med blandad bebyggelse, nära Fyrisån och Studenternas.' },
  { districtId: 104, regionId: 1, name: 'Svartbäcken', latitude: 59.8712, longitude: 17.6424, city: 'Uppsala', zipcodes: ['753 32', '753 33', '753 34'], streets: ['Svartbäcksgatan', 'Hjalmar Brantingsgatan', 'Gamla Uppsalagatan'], weight: 5, description: 'Populär stadsdel med gångavstånd till centrum och goda bussförbindelser.' },
  { districtId: 105, regionId: 1, name: 'Kungsängen', latitude: 59.8519, longitude: 17.6442, city: 'Uppsala', zipcodes: ['753 18', '753 19'], streets: ['Kungsängsgatan', 'Roslagsgatan', 'Kungsängsesplanaden'], weight: 4, description: 'Nybyggd stadsdel söder om centrum med nära till Resecentrum.' },
  { districtId: 201, regionId: 2, name: 'Gränby', latitude: 59.8787, longitude: 17.6725, city: 'Uppsala', zipcodes: ['754 31', '754 32', '754 33'], streets: ['Gränbyvägen', 'Marmorvägen', 'Grafitvägen'], weight: 6, description: 'Grönt område med Gränby centrum, skolor och idrottsanläggningar.' },
  { districtId: 202, regionId: 2, name: 'Kvarngärdet', latitude: 59.8713, longitude: 17.6579, city: 'Uppsala', zipcodes: ['754 20', '754 21', '754 22'], streets: ['Tycho Hedéns väg', 'Kvarngärdesgatan', 'Sernanders väg'], weight: 5, description: 'Familjevänligt område med parker, förskolor och närhet till centrum.' },
  { districtId: 203, regionId: 2, name: 'Tunabackar', latitude: 59.8808, longitude: 17.6447, city: 'Uppsala', zipcodes: ['754 40', '754 41'], streets: ['Tunagatan', 'Gamla Tunavägen', 'Ingvarsgatan'], weight: 3, description: 'Lugnt villa- och lägenhetsområde med nära till Gamla Uppsala och Fyrisån.' },
  { districtId: 204, regionId: 2, name: 'Gamla Uppsala', latitude: 59.8979, longitude: 17.6338, city: 'Uppsala', zipcodes: ['754 40', '754 42'], streets: ['Gamla Uppsalagatan', 'Disavägen', 'Vattholmavägen'], weight: 3, description: 'Historisk miljö vid högarna, med natur och cykelvägar in till stan.' },
  { districtId: 205, regionId: 2, name: 'Löten', latitude: 59.8805, longitude: 17.6262, city: 'Uppsala', zipcodes: ['754 49', '754 50'], streets: ['Lötenvägen', 'Torkelsgatan', 'Sigurdsgatan'], weight: 3, description: 'Mindre område med trädgårdar och närhet till Fyrisån.' },
  { districtId: 206, regionId: 2, name: 'Årsta', latitude: 59.8635, longitude: 17.6931, city: 'Uppsala', zipcodes: ['754 49', '754 51'], streets: ['Årstagatan', 'Hjortronvägen', 'Skogsbärsvägen'], weight: 4, description: 'Område med Årsta centrum, mycket grönska och goda bussförbindelser.' },
  { districtId: 207, regionId: 2, name: 'Storvreta', latitude: 59.9596, longitude: 17.7027, city: 'Storvreta', zipcodes: ['743 40', '743 41'], streets: ['Centrumvägen', 'Ekbacken', 'Fullerövägen'], weight: 2, description: 'Ort norr om Uppsala med pendeltåg, skola och natur inpå knuten.' },
  { districtId: 301, regionId: 3, name: 'Gottsunda', latitude: 59.8083, longitude: 17.6149, city: 'Uppsala', zipcodes: ['756 45', '756 46', '756 47'], streets: ['Hugo Alfvéns väg', 'Musikvägen', 'Valthornsvägen'], weight: 6, description: 'Stor stadsdel med Gottsunda centrum, kulturhus och närhet till Hågadalen.' },
  { districtId: 302, regionId: 3, name: 'Sunnersta', latitude: 59.7951, longitude: 17.6506, city: 'Uppsala', zipcodes: ['756 51', '756 52'], streets: ['Sunnerstavägen', 'Parkvägen', 'Vårdsätravägen'], weight: 3, description: 'Sjönära område vid Ekoln med badplatser och båthamn.' },
  { districtId: 303, regionId: 3, name: 'Valsätra', latitude: 59.8156, longitude: 17.6268, city: 'Uppsala', zipcodes: ['756 48', '756 49'], streets: ['Valsätravägen', 'Blomstervägen', 'Prästgårdsgatan'], weight: 3, description: 'Barnvänligt område med skolor och fina promenadstråk.' },
  { districtId: 304, regionId: 3, name: 'Rosendal', latitude: 59.8431, longitude: 17.6147, city: 'Uppsala', zipcodes: ['752 57', '752 58'], streets: ['Torgny Segerstedts allé', 'Rosendalsvägen', 'Hans Gillenborgs väg'], weight: 5, description: 'Ny stadsdel nära universitetet, Akademiska sjukhuset och Stadsskogen.' },
  { districtId: 305, regionId: 3, name: 'Ulleråker', latitude: 59.8375, longitude: 17.6262, city: 'Uppsala', zipcodes: ['752 37', '752 38'], streets: ['Ulleråkersvägen', 'Dag Hammarskjölds väg', 'Emmy Rappes väg'], weight: 4, description: 'Stadsdel under utbyggnad med kulturhistoriska byggnader och park.' },
  { districtId: 306, regionId: 3, name: 'Flogsta', latitude: 59.8503, longitude: 17.5896, city: 'Uppsala', zipcodes: ['752 72', '752 73'], streets: ['Flogstavägen', 'Studentvägen', 'Kantorsgatan'], weight: 4, description: 'Känd studentstadsdel med korridorer, Hågadalen och cykelavstånd till universitetet.' },
  { districtId: 307, regionId: 3, name: 'Sävja', latitude: 59.8204, longitude: 17.7031, city: 'Uppsala', zipcodes: ['757 57', '757 58'], streets: ['Sävja allé', 'Bärbyleden', 'Lilla Sävjavägen'], weight: 3, description: 'Område med pendeltågsstation, skog och närhet till Sävjaån.' },
  { districtId: 401, regionId: 4, name: 'Knivsta centrum', latitude: 59.7256, longitude: 17.7876, city: 'Knivsta', zipcodes: ['741 30', '741 31'], streets: ['Centralvägen', 'Gredelbyvägen', 'Ängbyvägen'], weight: 4, description: 'Nära pendeltåget till Uppsala, Arlanda och Stockholm.' },
  { districtId: 402, regionId: 4, name: 'Alsike', latitude: 59.7651, longitude: 17.7656, city: 'Knivsta', zipcodes: ['741 41', '741 42'], streets: ['Alsike stationsväg', 'Brunnbyvägen', 'Lunsentorget'], weight: 3, description: 'Växande område med nya bostäder, skolor och natur.' },
  { districtId: 403, regionId: 4, name: 'Ängby', latitude: 59.7302, longitude: 17.7998, city: 'Knivsta', zipcodes: ['741 43'], streets: ['Ängby allé', 'Skogsvägen'], weight: 2, description: 'Lugnt område med villor och radhus nära Knivsta centrum.' },
  { districtId: 501, regionId: 5, name: 'Enköping centrum', latitude: 59.6364, longitude: 17.0775, city: 'Enköping', zipcodes: ['745 30', '745 31'], streets: ['Kungsgatan', 'Stora torget', 'Rådhusgatan'], weight: 3, description: 'Parkernas stad: affärer, torg och resecentrum på gångavstånd.' },
  { districtId: 502, regionId: 5, name: 'Korsängen', latitude: 59.6409, longitude: 17.0646, city: 'Enköping', zipcodes: ['745 37', '745 38'], streets: ['Korsängsgatan', 'Kryddgårdsgatan'], weight: 2, description: 'Grönt bostadsområde väster om centrum.' },
  { districtId: 503, regionId: 5, name: 'Romberga', latitude: 59.6302, longitude: 17.0958, city: 'Enköping', zipcodes: ['745 35', '745 36'], streets: ['Rombergavägen', 'Hyvelvägen'], weight: 2, description: 'Område med skola, idrottsplats och närhet till Mälaren.' },
  { districtId: 504, regionId: 5, name: 'Västerleden', latitude: 59.6425, longitude: 17.0489, city: 'Enköping', zipcodes: ['745 39'], streets: ['Västerleden', 'Bergsgatan'], weight: 1, description: 'Lugnt område i stadens västra del.' },
];

export const CATEGORY_SEED = [
  { rentalObjectCategoryId: 'VANLIG', list: 'boendeTyp', name: 'Vanlig hyresrätt', sortOrder: 1 },
  { rentalObjectCategoryId: 'STUDENT', list: 'boendeTyp', name: 'Studentbostad', sortOrder: 2 },
  { rentalObjectCategoryId: 'UNGDOM', list: 'boendeTyp', name: 'Ungdomsbostad 18–25 år', sortOrder: 3 },
  { rentalObjectCategoryId: 'SENIOR', list: 'boendeTyp', name: 'Seniorbostad 55+', sortOrder: 4 },
  { rentalObjectCategoryId: 'TRYGGHET', list: 'boendeTyp', name: 'Trygghetsboende 70+', sortOrder: 5 },
  { rentalObjectCategoryId: 'ACCESSABILITY', list: 'boendeTyp', name: 'Tillgänglighetsanpassad', sortOrder: 6 },
  { rentalObjectCategoryId: 'CONCEPT', list: 'boendeTyp', name: 'Konceptboende', sortOrder: 7 },
  { rentalObjectCategoryId: 'CUSTOM', list: 'boendeTyp', name: 'Särskild förmedling', sortOrder: 8 },
  { rentalObjectCategoryId: 'LAGENHET', list: 'bostadsTyp', name: 'Lägenhet', sortOrder: 1 },
  { rentalObjectCategoryId: 'RADHUS', list: 'bostadsTyp', name: 'Radhus', sortOrder: 2 },
  { rentalObjectCategoryId: 'PARHUS', list: 'bostadsTyp', name: 'Parhus', sortOrder: 3 },
  { rentalObjectCategoryId: 'KORRIDORRUM', list: 'bostadsTyp', name: 'Korridorrum', sortOrder: 4 },
  { rentalObjectCategoryId: 'FORSTAHAND', list: 'kontraktsTyp', name: 'Förstahandskontrakt', sortOrder: 1 },
  { rentalObjectCategoryId: 'KORTTID', list: 'kontraktsTyp', name: 'Korttidskontrakt', sortOrder: 2 },
  { rentalObjectCategoryId: 'ANDRAHAND', list: 'kontraktsTyp', name: 'Andrahandskontrakt', sortOrder: 3 },
  { rentalObjectCategoryId: 'KO', list: 'formedlingsTyp', name: 'Kötid', sortOrder: 1 },
  { rentalObjectCategoryId: 'DIREKT', list: 'formedlingsTyp', name: 'Bostad direkt (först till kvarn)', sortOrder: 2 },
  { rentalObjectCategoryId: 'BEFINTLIG', list: 'fastighetsStatus', name: 'Befintligt bestånd', sortOrder: 1 },
  { rentalObjectCategoryId: 'NYPRODUKTION', list: 'fastighetsStatus', name: 'Nyproduktion', sortOrder: 2 },
  { rentalObjectCategoryId: 'ALLMANNYTTAN', list: 'landlord', name: 'Allmännyttan', sortOrder: 1 },
  { rentalObjectCategoryId: 'PRIVAT', list: 'landlord', name: 'Privat hyresvärd', sortOrder: 2 },
] as const;

export interface LandlordSeed {
  landlordId: number;
  name: string;
  categoryIds: string[];
  /** Regions the landlord has homes in. */
  regionIds: number[];
  /** Annual rent per m² in kronor for existing homes (new production is about 40 % more). */
  ratePerSquareMetre: number;
  /** The agency fee the landlord charges the tenant, in öre (null: none). */
  agencyFee: number | null;
  /** How many of every 100 objects in its regions (roughly). */
  weight: number;
}

export const LANDLORD_SEED: LandlordSeed[] = [
  { landlordId: 1, name: 'Uppsalahem', categoryIds: ['ALLMANNYTTAN'], regionIds: [1, 2, 3], ratePerSquareMetre: 1450, agencyFee: null, weight: 10 },
  { landlordId: 2, name: 'Heimstaden', categoryIds: ['PRIVAT'], regionIds: [1, 2, 3, 4, 5], ratePerSquareMetre: 1550, agencyFee: 150000, weight: 5 },
  { landlordId: 3, name: 'Rikshem', categoryIds: ['PRIVAT'], regionIds: [2, 3, 5], ratePerSquareMetre: 1500, agencyFee: null, weight: 4 },
  { landlordId: 4, name: 'Stena Fastigheter', categoryIds: ['PRIVAT'], regionIds: [1, 3], ratePerSquareMetre: 1600, agencyFee: 150000, weight: 3 },
  { landlordId: 5, name: 'Wallenstam', categoryIds: ['PRIVAT'], regionIds: [1, 2, 3], ratePerSquareMetre: 1650, agencyFee: 150000, weight: 3 },
  { landlordId: 6, name: 'Knivstabostäder', categoryIds: ['ALLMANNYTTAN'], regionIds: [4], ratePerSquareMetre: 1400, agencyFee: null, weight: 10 },
  { landlordId: 7, name: 'Enköpingshem', categoryIds: ['ALLMANNYTTAN'], regionIds: [5], ratePerSquareMetre: 1300, agencyFee: null, weight: 10 },
  { landlordId: 8, name: 'Studentstaden', categoryIds: ['ALLMANNYTTAN'], regionIds: [], ratePerSquareMetre: 1700, agencyFee: null, weight: 0 },
];

/** New-production projects: their objects are NYPRODUKTION and carry the project. */
export const PROJECT_SEED = [
  { projectId: 1, name: 'Rosendal etapp 4', landlordId: 1, districtId: 304, description: 'Yteffektiva lägenheter med gröna gårdar, inflyttning i etapper.' },
  { projectId: 2, name: 'Kvarteret Hallen', landlordId: 2, districtId: 305, description: 'Nybyggda hyresrätter i Ulleråkers parkmiljö.' },
  { projectId: 3, name: 'Gränby Park', landlordId: 3, districtId: 201, description: 'Tre punkthus vid Gränby centrum med takterrass.' },
  { projectId: 4, name: 'Alsike Nord', landlordId: 6, districtId: 402, description: 'Radhus och lägenheter nära Alsike station.' },
  { projectId: 5, name: 'Kungsängens Port', landlordId: 5, districtId: 105, description: 'Stadskvarter med lokaler i bottenvåningen, nära Resecentrum.' },
] as const;

/** The incomes a landlord may accept: the listing editor's list (src/rules/listing-editor.ts). */
export const INCOME_TYPES = LANDLORD_INCOME_TYPES;

export const FIRST_NAMES = ['Elsa', 'Liam', 'Maja', 'Noah', 'Alice', 'Hugo', 'Wilma', 'William', 'Ella', 'Oscar', 'Astrid', 'Lucas', 'Selma', 'Elias', 'Vera', 'Adam', 'Alma', 'Viktor', 'Signe', 'Ali', 'Leila', 'Johan', 'Karin', 'Mohammed', 'Sara', 'Lars', 'Fatima', 'Per', 'Ingrid', 'Anders'];
export const LAST_NAMES = ['Johansson', 'Karlsson', 'Nilsson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Pettersson', 'Jonsson', 'Jansson', 'Hansson', 'Bengtsson', 'Lindberg', 'Lindström', 'Lindqvist', 'Lundberg', 'Berglund', 'Hassan', 'Åberg', 'Öberg', 'Ekström', 'Sandberg', 'Holm'];
