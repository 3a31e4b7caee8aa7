/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the agency's content site; menu links are this plus the item's url. */
  readonly VITE_CONTENT_HOST?: string;
  /** Google Tag Manager container id (GTM-…); empty: no tag manager. It starts only with performance consent. */
  readonly VITE_TAG_MANAGER_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
