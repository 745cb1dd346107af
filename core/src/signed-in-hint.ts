/**
 * Before its first paint, a page learns whether this device keeps a session, so that what only
 * someone signed in sees (the nav's items, Block, Report) is in place from the first frame and
 * hydration moves nothing (issue 22: CLS 0). The session itself stays a Bearer token in
 * localStorage that page requests never carry: the server renders those parts for everyone,
 * marked, and this attribute decides which of them show (web/src/index.css).
 */

/** Where the app keeps the session's token (web/src/lib/storage.ts). */
export const TOKEN_STORAGE_KEY = 'token';
/** Where it keeps who signed in, as JSON with their `id` (web/src/app/session). */
export const USER_STORAGE_KEY = 'user';

/** On <html> when this device holds a session token. */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/**
 * '1' while the session this device keeps was last verified as an admin's (web/src/app/session).
 * An admin's tools (the nav's Admin, a post's admin actions) are drawn for everyone until the
 * session is known, marked, and shown only on a device marked so: they then move nothing when
 * the app learns who is looking. A hint for drawing only: every admin call is checked on the
 * server, and the marked tools go as soon as the session says otherwise.
 */
export const ADMIN_STORAGE_KEY = 'admin';
/** On <html> when this device keeps a session last verified as an admin's. */
export const ADMIN_ATTRIBUTE = 'data-admin';
/** The class of an admin's tools drawn before the session is known (web/src/index.css). */
export const ADMIN_ONLY_CLASS = 'until-session-admin';

/**
 * What differs on a post's page for its seller ("Your post", the amounts reserved and sold,
 * their tools; for others the distance, Message, Block, Report) is drawn both ways while the
 * session is unknown, each part marked with the seller's id (`data-owner`) and a class. On a
 * device without a session the seller's parts are hidden (web/src/index.css); on one with a
 * session, the script below hides whichever do not fit the person it keeps. Hiding only, so
 * every part keeps its own display (flex, inline-flex) when shown.
 */
export const OWNER_ATTRIBUTE = 'data-owner';
export const OWNER_ONLY_CLASS = 'until-session-owner';
export const NOT_OWNER_CLASS = 'until-session-not-owner';
/** On <html> once the script has written the rules for the person this device keeps. */
export const OWNER_KNOWN_ATTRIBUTE = 'data-owner-known';

/** The rules for the person with id `i` (the script's variable), as a JavaScript expression. */
const ownerRules =
  `'.${OWNER_ONLY_CLASS}:not([${OWNER_ATTRIBUTE}="'+i+'"]),` +
  `.${NOT_OWNER_CLASS}[${OWNER_ATTRIBUTE}="'+i+'"]{display:none!important}'`;

/**
 * Runs in the page's <head>, before anything is drawn. Inline, so it costs no request; the
 * server's Content-Security-Policy allows exactly this text by its hash (server/src/app.ts).
 * An id is used only if it is plain (letters, digits, dashes), so nothing stored can inject
 * CSS; the style element is allowed by the policy's style-src 'unsafe-inline'.
 */
export const SIGNED_IN_HINT_SCRIPT =
  `try{if(localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})){` +
  `document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},"");` +
  `if(localStorage.getItem(${JSON.stringify(ADMIN_STORAGE_KEY)})==="1")` +
  `document.documentElement.setAttribute(${JSON.stringify(ADMIN_ATTRIBUTE)},"");` +
  `var u=JSON.parse(localStorage.getItem(${JSON.stringify(USER_STORAGE_KEY)})||"null"),i=u&&u.id;` +
  `if(typeof i=="string"&&/^[\\w-]{1,64}$/.test(i)){var s=document.createElement("style");` +
  `s.textContent=${ownerRules};document.head.appendChild(s);` +
  `document.documentElement.setAttribute(${JSON.stringify(OWNER_KNOWN_ATTRIBUTE)},"")}}}catch(e){}`;
