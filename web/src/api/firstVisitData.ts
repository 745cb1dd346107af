import { readStorage, TOKEN_KEY } from '../lib/storage';

/**
 * Answers the server put into the page for the calls a signed-out first visit makes at once
 * (server/src/platform/first-visit-data.ts), by API path. Each is used once, by the first
 * call to that path, so the feed or post draws as soon as the app runs instead of a round
 * trip later; every later call goes to the network as usual.
 */
let answers: Map<string, unknown> | undefined;

function pageAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  if (typeof document === 'undefined') return answers;
  const element = document.getElementById('first-visit-data');
  try {
    const data = JSON.parse(element?.textContent || '{}') as Record<string, unknown>;
    for (const [path, answer] of Object.entries(data)) answers.set(path, answer);
  } catch {
    // A page cut short on a bad connection: ask the network.
  }
  element?.remove();
  return answers;
}

/**
 * The page's answer for GET `path` without using it up: a query's `initialData`, so the
 * first render already has it. Undefined when signed in or when the page has none.
 */
export function peekFirstVisitAnswer<T>(path: string): T | undefined {
  if (readStorage(TOKEN_KEY)) return undefined;
  return pageAnswers().get(path) as T | undefined;
}

/** The page's answer for GET `path`, or undefined; never for a signed-in call. */
export function takeFirstVisitAnswer(path: string, signedIn: boolean): unknown {
  const all = pageAnswers();
  // The answers are what a signed-out visitor sees (a signed-in one may have blocked people).
  if (signedIn) {
    all.clear();
    return undefined;
  }
  const answer = all.get(path);
  all.delete(path);
  return answer;
}
