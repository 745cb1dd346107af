/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /**
   * Origin of the API when it is not served from the page's own origin (for example
   * `https://api.example.ph`). Empty or unset: same origin, which is how `npm start` runs.
   */
  readonly VITE_API_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
