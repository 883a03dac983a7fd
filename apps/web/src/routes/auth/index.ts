/** The sign-in area, loaded as one chunk when any of its pages is first opened. */
export { AuthEntryPage } from './auth-entry-page.tsx';
export { ForgotPasswordPage } from './forgot-password-page.tsx';
export { LoginPage } from './login-page.tsx';
export { LogoutPage } from './logout-page.tsx';
export { RegisterDetailsPage } from './register-details-page.tsx';
export { RegisterPage } from './register-page.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
