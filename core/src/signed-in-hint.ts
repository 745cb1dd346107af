/**
 * Before its first paint, a page learns whether this device keeps a session, so that what only
 * someone signed in sees (the nav's items, Block, Report) is in place from the first frame and
 * hydration moves nothing (issue 22: CLS 0). The session itself stays a Bearer token in
 * localStorage that page requests never carry: the server renders those parts for everyone,
 * marked, and this attribute decides which of them show (web/src/index.css).
 */

/** Where the app keeps the session's token (web/src/lib/storage.ts). */
export const TOKEN_STORAGE_KEY = 'token';

/** On <html> when this device holds a session token. */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/**
 * Runs in the page's <head>, before anything is drawn. Inline, so it costs no request; the
 * server's Content-Security-Policy allows exactly this text by its hash (server/src/app.ts).
 */
export const SIGNED_IN_HINT_SCRIPT = `try{localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})&&document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},"")}catch(e){}`;
