import { createContext, useContext } from 'react';

/**
 * Where the site is: PUBLIC_URL while the server renders, the page's own origin in the
 * browser (the same, on a deployment whose PUBLIC_URL is right). Links the page shares (a
 * post's address in a WhatsApp message) are built on it, never on `window`, which the server
 * does not have.
 */
export const SiteOriginContext = createContext<string>('');

export const useSiteOrigin = () => useContext(SiteOriginContext);
