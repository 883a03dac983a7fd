/**
 * The screens index.html carries ready-drawn (issue 12.4): a signed-out visitor's first
 * screens, which need no data. Their content paints with the HTML and CSS instead of after the
 * JavaScript; theme-boot.js shows the one the address asks for, main.tsx lets the app take over.
 */
export const FIRST_SCREENS = { auth: '/auth', login: '/login' } as const;
