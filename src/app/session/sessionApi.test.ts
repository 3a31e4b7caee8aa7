import { loginErrorMessage } from './sessionApi';

describe('loginErrorMessage', () => {
  it.each([
    { name: '401', failure: { status: 401, body: { success: false, error: true, errorText: 'x' } }, message: 'Fel användare eller lösenord' },
    { name: 'network failure', failure: { networkMessage: 'Failed to fetch' }, message: 'Server kan inte nås: Failed to fetch' },
    {
      name: '429 shows the server text',
      failure: { status: 429, body: { errorText: 'För många försök. Vänta 15 minuter.' } },
      message: 'För många försök. Vänta 15 minuter.',
    },
    { name: '400 shows the server text', failure: { status: 400, body: { errorText: 'Ogiltig begäran', validationErrors: [] } }, message: 'Ogiltig begäran' },
    {
      name: '400 without errorText shows the first validation text',
      failure: { status: 400, body: { errorText: null, validationErrors: [{ code: 'x', text: 'Ange lösenord' }] } },
      message: 'Ange lösenord',
    },
    { name: '500', failure: { status: 500, body: null }, message: 'Serverfel - var god försök igen om en liten stund (felkod 500)' },
    { name: '503 with text', failure: { status: 503, body: { errorText: 'Nere' } }, message: 'Serverfel - var god försök igen om en liten stund (felkod 503)' },
  ])('$name', ({ failure, message }) => {
    expect(loginErrorMessage(failure)).toBe(message);
  });
});
