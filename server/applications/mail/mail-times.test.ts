import { showingCalendarFile } from './showing-invitation';
import { stockholmClock, stockholmDateTime } from './mail-times';

describe('times in the brokerage mails', () => {
  it.each([
    ['winter (UTC+1)', '2026-12-02T15:00:00Z', '2026-12-02 kl. 16.00'],
    ['summer (UTC+2)', '2027-06-10T15:30:00Z', '2027-06-10 kl. 17.30'],
    ['just before midnight', '2026-12-03T22:59:59Z', '2026-12-03 kl. 23.59'],
    ['midnight is 00.00, not 24.00', '2026-12-03T23:00:00Z', '2026-12-04 kl. 00.00'],
  ])('%s', (_name, iso, expected) => {
    expect(stockholmDateTime(new Date(iso))).toBe(expected);
  });

  it('gives the clock time alone', () => {
    expect(stockholmClock(new Date('2026-12-02T16:05:00Z'))).toBe('17.05');
  });
});

describe('the showing calendar file', () => {
  const invitation = {
    applicationId: 7,
    firstName: 'Anna',
    home: { rentalObjectId: 'RO00904', street: 'Kungsgatan 1', city: 'Uppsala' },
    showing: { starts: new Date('2026-12-02T15:00:00Z'), ends: new Date('2026-12-02T16:00:00Z'), mandatory: false, digital: false, lastReplyTime: new Date('2026-12-01T22:59:59Z') },
    publicUrl: 'https://bostad.example.se/',
  };

  it('is one event in UTC with the home as its place and a stable uid', () => {
    const file = showingCalendarFile(invitation);
    expect(file.filename).toBe('visning.ics');
    expect(file.content).toContain('DTSTART:20261202T150000Z');
    expect(file.content).toContain('DTEND:20261202T160000Z');
    expect(file.content).toContain('LOCATION:Kungsgatan 1\\, Uppsala');
    expect(file.content).toContain('UID:visning-7-1796223600000@bostadskon');
    expect(file.content.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});
