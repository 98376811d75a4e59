/** Gateways per domain (0 primary, 1 secondary), the first of each active. */
export const DEMO_PAYMENT_GATEWAYS: ReadonlyArray<{
  name: string;
  secondaryDomain: 0 | 1;
  active: boolean;
}> = [
  { name: 'Stripe', secondaryDomain: 0, active: true },
  { name: 'PayPal', secondaryDomain: 0, active: false },
  { name: 'Checkout.com', secondaryDomain: 0, active: false },
  { name: 'Authorize.net', secondaryDomain: 1, active: true },
  { name: 'Stripe', secondaryDomain: 1, active: false },
  { name: 'Adyen', secondaryDomain: 1, active: false },
];
