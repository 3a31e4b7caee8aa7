// Where a card payment sends the browser and the provider: the portal's own addresses as the provider must see them.
export interface PaymentSetup {
  publicUrl: string;
  /** The address to send the browser to for the provider's page (our own sandbox is reached through PUBLIC_URL). */
  browserUrl: (providerUrl: string) => string;
  webhookBaseUrl: () => string;
  webhookAuthorization: string;
  termsUrl: string;
}
