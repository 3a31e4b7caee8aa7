// What the interest panel and its dialog need of a home (getRentalObject's fields).
export interface InterestHome {
  rentalObjectId: string;
  street: string;
  isOpenForApplication: boolean;
  applicationTimeExpired: boolean;
  moveInDateFormated: string | null;
  showingType: string | null;
  showingText: string | null;
  showingIsMandatory: boolean;
}
