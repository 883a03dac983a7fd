/** Staff pages, loaded as one chunk only staff ever download. */
export { AdminDashboardPage } from './admin-dashboard-page.tsx';
