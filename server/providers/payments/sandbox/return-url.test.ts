import { withPaymentId } from './return-url';

describe('withPaymentId', () => {
  it.each<[string, string]>([
    ['https://portal.example/betalning/klar', 'https://portal.example/betalning/klar?paymentid=abc'],
    ['https://portal.example/klar?order=1', 'https://portal.example/klar?order=1&paymentid=abc'],
    ['https://portal.example/klar?', 'https://portal.example/klar?paymentid=abc'],
    ['https://portal.example/klar?a=1&', 'https://portal.example/klar?a=1&paymentid=abc'],
    ['http://127.0.0.1:3000/klar#topp', 'http://127.0.0.1:3000/klar?paymentid=abc#topp'],
  ])('%s', (url, expected) => expect(withPaymentId(url, 'abc')).toBe(expected));
});
