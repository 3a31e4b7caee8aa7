import { isConfirmationWord } from './deregistration';

describe('confirmation word', () => {
  it.each([
    ['AVSLUTA', true],
    [' avsluta ', true],
    ['Avsluta', true],
    ['AVSLUT', false],
    ['', false],
    [null, false],
  ])('%j → %s', (word, ok) => expect(isConfirmationWord(word)).toBe(ok));
});
