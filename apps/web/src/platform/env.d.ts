/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Tag-manager container id (spec §5: e.g. GTM-AB12CD); analytics stay off without a valid one. */
  readonly VITE_GTM_ID?: string;
  /** '1' only in the end-to-end tests' build: honours the `simulatedNative` localStorage entry. */
  readonly VITE_SIMULATED_NATIVE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Set by vite.config.ts `define`: this build's version. */
declare const __APP_VERSION__: string;
