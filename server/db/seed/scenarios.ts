// Named, deterministic scenarios shared by the demo seed, integration tests and e2e.
// Personnummer are Skatteverket's official test numbers (never issued to real people).

export const DEMO_PASSWORD = 'Bostadsko-2026!';

export const scenarios = {
  /** A paying applicant with about three years of queue time: the demo login. */
  payingApplicant: {
    personalIdentityNumber: '199001012385',
    email: 'anna.andersson@example.se',
    password: DEMO_PASSWORD,
    firstName: 'Anna',
    lastName: 'Andersson',
    mobile: '0701234567',
    street: 'Dragarbrunnsgatan 12',
    zipcode: '753 20',
    city: 'Uppsala',
    queueYears: 3,
  },
  /** The main applicant of a co-applicant pair (isHead). */
  mainApplicant: {
    personalIdentityNumber: '198302249274',
    email: 'erik.eriksson@example.se',
    password: DEMO_PASSWORD,
    firstName: 'Erik',
    lastName: 'Eriksson',
    mobile: '0702345678',
    street: 'Svartbäcksgatan 8',
    zipcode: '753 32',
    city: 'Uppsala',
    queueYears: 5,
  },
  /** A free co-applicant account linked to the main applicant. */
  coApplicant: {
    personalIdentityNumber: '199009022386',
    email: 'maria.eriksson@example.se',
    password: DEMO_PASSWORD,
    firstName: 'Maria',
    lastName: 'Eriksson',
    mobile: '0703456789',
    street: 'Svartbäcksgatan 8',
    zipcode: '753 32',
    city: 'Uppsala',
  },
  /** Two warnings within 12 months: blocked for 6 months. */
  blockedApplicant: {
    personalIdentityNumber: '196404153832',
    email: 'bo.blomqvist@example.se',
    password: DEMO_PASSWORD,
    firstName: 'Bo',
    lastName: 'Blomqvist',
    mobile: '0704567890',
    street: 'Kungsgatan 40',
    zipcode: '753 21',
    city: 'Uppsala',
    queueYears: 8,
  },
  /** A case handler of the agency (back office). */
  caseHandler: {
    email: 'karin.handlaggare@example.se',
    password: 'Handlaggare-2026!',
    name: 'Karin Handläggare',
    /** Her BankID (typed in as "Annan person" in the BankID sandbox). */
    personalIdentityNumber: '197805142382',
  },
  /** An administrator of the agency (back office; also manages staff accounts). */
  administrator: {
    email: 'admin.administrator@example.se',
    password: 'Administrator-2026!',
    name: 'Ali Administratör',
    personalIdentityNumber: '198103092394',
  },
} as const;

export const agencyProfileSeed = {
  agencyProfileId: 1,
  agencyCode: 'UBF' as const,
  productName: 'Bostadskön',
  queueFeePrice: 305,
  maxWarnings: 1,
  newsletterEnabled: true,
  queueTimeHidden: true,
};
