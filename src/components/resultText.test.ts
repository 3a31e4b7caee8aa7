import { resultText } from './resultText';

describe('resultText', () => {
  it.each([
    { name: 'first validation text', result: { errorText: 'E', validationErrors: [{ code: 'c', text: 'T1' }, { code: 'd', text: 'T2' }] }, code: false, text: 'T1' },
    { name: 'else the error text', result: { errorText: 'E', validationErrors: [] }, code: false, text: 'E' },
    { name: 'else the code when asked', result: { errorText: null, validationErrors: [{ code: 'PNR_NOT_FOUND', text: '' }] }, code: true, text: 'PNR_NOT_FOUND' },
    { name: 'not the code otherwise', result: { errorText: null, validationErrors: [{ code: 'PNR_NOT_FOUND', text: '' }] }, code: false, text: 'Något gick fel' },
    { name: 'else the generic message', result: null, code: true, text: 'Något gick fel' },
  ])('$name', ({ result, code, text }) => {
    expect(resultText(result, { codeFallback: code })).toBe(text);
  });
});
