/** The signed-in user's settings area, loaded as one chunk. */
export { EditProfilePage } from './edit-profile-page.tsx';
export { SettingsPage } from './settings-page.tsx';
