import { DEFAULT_SWITCHES, parseSwitches } from './switches';

describe('parseSwitches', () => {
  it('reads a form: an absent checkbox is off', () => {
    const current = { ...DEFAULT_SWITCHES, userCancels: true };
    expect(parseSwitches({ bankUnavailable: 'true', validationDelayMs: '60000', failNextDataCalls: '2', failStatus: '429', consentDays: '30' }, current, true)).toEqual({
      ok: true,
      switches: { bankUnavailable: true, userCancels: false, validationDelayMs: 60_000, failNextDataCalls: 2, failStatus: 429, consentDays: 30 },
    });
  });

  it('reads JSON: an absent key stays as it was', () => {
    const current = { ...DEFAULT_SWITCHES, userCancels: true };
    expect(parseSwitches({ failNextDataCalls: 1 }, current, false)).toEqual({ ok: true, switches: { ...current, failNextDataCalls: 1 } });
  });

  it.each([
    [{ validationDelayMs: '60001' }, 'validationDelayMs'],
    [{ validationDelayMs: 'soon' }, 'validationDelayMs'],
    [{ failNextDataCalls: '-1' }, 'failNextDataCalls'],
    [{ failStatus: '418' }, 'failStatus'],
    [{ consentDays: '0' }, 'consentDays'],
    [{ consentDays: '366' }, 'consentDays'],
  ])('refuses %o', (input, field) => {
    expect(parseSwitches(input, DEFAULT_SWITCHES, true)).toMatchObject({ ok: false, field });
  });
});
