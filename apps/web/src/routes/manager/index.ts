/** The manager area's pages, loaded as one chunk. */
export { ManagerHomePage } from './manager-home-page.tsx';
export { ManagerWelcomePage } from './manager-welcome-page.tsx';
