/** The part of jsdom (no types of its own) that vite.config.ts firstScreens uses. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options: { url: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
