import { agencyFeeText, floorText, queuePlaceText, rentalObjectFacts } from './rentalObjectView';
import { testRentalObject } from './testRentalObject';

describe('floorText', () => {
  it.each([
    [2, 4, '2 av 4'],
    [0, 3, 'Bottenvåning (0 av 3)'],
    [3, null, '3'],
    [null, 4, null],
  ])('floor %s of %s → %s', (floor, total, expected) => {
    expect(floorText(floor, total)).toBe(expected);
  });
});

describe('queuePlaceText', () => {
  const reason = 'din kötid började 2021-03-04';
  it.each([
    [{ estimatedQueuePlace: 3, totalApplications: 12, hasApplication: true, queuePlaceReason: reason }, 'Din köplats: plats 3 av 12 (din kötid började 2021-03-04)'],
    // Not yet registered: the place counts the applicant's own registration as well.
    [{ estimatedQueuePlace: 3, totalApplications: 12, hasApplication: false, queuePlaceReason: reason }, 'Din beräknade köplats: plats 3 av 13 (din kötid började 2021-03-04)'],
    [{ estimatedQueuePlace: 1, totalApplications: 0, hasApplication: false, queuePlaceReason: reason }, 'Din beräknade köplats: plats 1 av 1 (din kötid började 2021-03-04)'],
    // Thousands grouped as on the applications page.
    [{ estimatedQueuePlace: 1204, totalApplications: 12411, hasApplication: false, queuePlaceReason: null }, 'Din beräknade köplats: plats 1 204 av 12 412'],
    [{ estimatedQueuePlace: null, totalApplications: 5, hasApplication: false, queuePlaceReason: null }, null],
  ])('%o → %s', (place, expected) => {
    expect(queuePlaceText(place)).toBe(expected);
  });
});

describe('rentalObjectFacts', () => {
  it('leaves out what the home does not have', () => {
    const labels = rentalObjectFacts(testRentalObject({ projectName: null, agencyFee: null, floor: null, moveInDateFormated: null, moveInDate: null })).map((f) => f.label);
    expect(labels).not.toContain('Projekt');
    expect(labels).not.toContain('Förmedlingsavgift');
    expect(labels).not.toContain('Våning');
    const moveIn = rentalObjectFacts(testRentalObject({ moveInDateFormated: null, moveInDate: null })).find((f) => f.label === 'Inflyttning');
    expect(moveIn?.value).toBe('Enligt överenskommelse');
  });

  it('formats the agency fee in kronor', () => {
    expect(agencyFeeText({ value: 1250, currency: 'SEK' })).toBe('1 250 kr');
  });
});
