// Where the hosted page sends the browser after a completed payment: the merchant's returnUrl with
// paymentid=<id> appended, as Nexi does (…/klar?paymentid=… or …/klar?order=1&paymentid=…).
export function withPaymentId(returnUrl: string, paymentId: string): string {
  const hashAt = returnUrl.indexOf('#');
  const [url, hash] = hashAt < 0 ? [returnUrl, ''] : [returnUrl.slice(0, hashAt), returnUrl.slice(hashAt)];
  const separator = !url.includes('?') ? '?' : /[?&]$/.test(url) ? '' : '&';
  return `${url}${separator}paymentid=${encodeURIComponent(paymentId)}${hash}`;
}
