/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** The two parts of a language's catalog (scripts/split-catalogs.ts). */
declare module '*.po?start' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '*.po?rest' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** The production dependencies with their licences, read from node_modules at build time (scripts/third-party-libraries.ts). */
declare module 'virtual:third-party-libraries' {
  interface ThirdPartyLibrary {
    readonly name: string;
    readonly version: string;
    readonly licence: string;
    readonly homepage?: string;
  }
  const libraries: readonly ThirdPartyLibrary[];
  export default libraries;
}
