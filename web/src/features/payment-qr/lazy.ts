import { lazy } from 'react';

// The payment QR's code loads where it is used, never with a first visit: the profile's
// section when the profile opens, and the chat's card (with the QR drawing library) only
// once the chat knows there is a QR to show.
export const PaymentQrSection = lazy(() =>
  import('./profile/PaymentQrSection').then((module) => ({ default: module.PaymentQrSection })),
);
