import { confirmSignup, type SessionGrant } from './api';

// A confirmation token works once. React StrictMode runs effects twice in development and
// a remount can run them again, so every caller for the same token shares one request.
const requests = new Map<string, Promise<SessionGrant>>();

export function confirmOnce(token: string): Promise<SessionGrant> {
  let request = requests.get(token);
  if (!request) {
    request = confirmSignup(token);
    requests.set(token, request);
  }
  return request;
}

/** Lets "Try again" send a new request after a failure that did not use the token up. */
export function forgetConfirmation(token: string): void {
  requests.delete(token);
}
