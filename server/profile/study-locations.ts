// The study cities getStudyLocations offers (spec 001 §3 Student): the Swedish towns with a university, university
// college or vocational college. Reference data of the country, not of one agency, so it lives here rather than in a
// table; the ids are stable because saved answers refer to them.
export interface StudyLocation {
  studyLocationId: number;
  name: string;
}

export const STUDY_LOCATIONS: readonly StudyLocation[] = [
  { studyLocationId: 1, name: 'Uppsala' },
  { studyLocationId: 2, name: 'Stockholm' },
  { studyLocationId: 3, name: 'Göteborg' },
  { studyLocationId: 4, name: 'Lund' },
  { studyLocationId: 5, name: 'Malmö' },
  { studyLocationId: 6, name: 'Linköping' },
  { studyLocationId: 7, name: 'Norrköping' },
  { studyLocationId: 8, name: 'Umeå' },
  { studyLocationId: 9, name: 'Luleå' },
  { studyLocationId: 10, name: 'Örebro' },
  { studyLocationId: 11, name: 'Västerås' },
  { studyLocationId: 12, name: 'Eskilstuna' },
  { studyLocationId: 13, name: 'Gävle' },
  { studyLocationId: 14, name: 'Karlstad' },
  { studyLocationId: 15, name: 'Växjö' },
  { studyLocationId: 16, name: 'Kalmar' },
  { studyLocationId: 17, name: 'Jönköping' },
  { studyLocationId: 18, name: 'Halmstad' },
  { studyLocationId: 19, name: 'Borås' },
  { studyLocationId: 20, name: 'Sundsvall' },
  { studyLocationId: 21, name: 'Östersund' },
  { studyLocationId: 22, name: 'Falun' },
  { studyLocationId: 23, name: 'Karlskrona' },
  { studyLocationId: 24, name: 'Kristianstad' },
  { studyLocationId: 25, name: 'Skövde' },
  { studyLocationId: 26, name: 'Trollhättan' },
  { studyLocationId: 27, name: 'Södertälje' },
  { studyLocationId: 28, name: 'Visby' },
  { studyLocationId: 29, name: 'Annan ort' },
];

export const studyLocationOf = (id: number | null) => (id === null ? null : (STUDY_LOCATIONS.find((l) => l.studyLocationId === id) ?? null));
