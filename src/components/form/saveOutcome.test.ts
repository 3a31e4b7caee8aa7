import { GENERIC_ERROR } from '../resultText';
import { outcomeOf } from './saveOutcome';

describe('outcomeOf', () => {
  it('is ok for a result without error', async () => {
    expect(await outcomeOf(async () => ({ error: false, errorText: null, validationErrors: [] }))).toEqual({ ok: true });
  });

  it.each([
    [{ error: true, errorText: 'Fel text', validationErrors: [{ code: 'email', text: 'Första' }, { code: 'x', text: 'Andra' }] }, 'Första'],
    [{ error: true, errorText: 'Fel text', validationErrors: [] }, 'Fel text'],
    [{ error: true, errorText: null, validationErrors: [] }, 'Något gick fel'],
  ])('a failed result %j says %j and carries its validation errors', async (result, message) => {
    expect(await outcomeOf(async () => result)).toEqual({ ok: false, message, validationErrors: result.validationErrors });
  });

  it('turns a thrown error or a missing result into the generic message', async () => {
    expect(GENERIC_ERROR).toBe('Något gick fel');
    expect(await outcomeOf(() => Promise.reject(new Error('network')))).toEqual({ ok: false, message: GENERIC_ERROR, validationErrors: [] });
    expect(await outcomeOf(async () => undefined)).toEqual({ ok: false, message: GENERIC_ERROR, validationErrors: [] });
  });
});
