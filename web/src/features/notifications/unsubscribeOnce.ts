import { unsubscribeByToken } from './queries';

type Answer = Awaited<ReturnType<typeof unsubscribeByToken>>;

// One click from the email must send one request: React StrictMode runs effects twice in
// development and a remount runs them again, so every caller for a token shares the call.
const requests = new Map<string, Promise<Answer>>();

export function unsubscribeOnce(token: string): Promise<Answer> {
  let request = requests.get(token);
  if (!request) {
    request = unsubscribeByToken(token);
    requests.set(token, request);
    // Only a network failure may have left the token unused: let Try again send it anew.
    request.catch(() => requests.delete(token));
  }
  return request;
}
