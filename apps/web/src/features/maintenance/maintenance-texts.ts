/** Exact texts of spec §2 "Maintenance overlay" and §8. */
export const MAINTENANCE_TEXTS = {
  title: 'Maintenance Mode',
  defaultMessage: 'We are currently performing maintenance. Please check back later.',
  credentialsLink: 'I have access credentials',
  passwordField: 'Enter maintenance password',
  submit: 'Access App',
  validating: 'Validating...',
  invalidPassword: 'Invalid password. Please try again.',
  failure: 'An error occurred. Please try again.',
} as const;
