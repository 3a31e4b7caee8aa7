/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the agency's content site; menu links are this plus the item's url. */
  readonly VITE_CONTENT_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
