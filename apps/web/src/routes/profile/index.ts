/** Public profiles, loaded as one chunk. */
export { ProfilePage } from './profile-page.tsx';
