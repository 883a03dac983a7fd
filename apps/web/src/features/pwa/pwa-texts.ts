export const PWA_TEXTS = {
  updateTitle: 'A new version is ready',
  updateBody: 'Reload to play on the latest build.',
  reload: 'Reload',
  later: 'Later',
  installTitle: 'Install Shred League',
  installBody: 'Add it to your home screen: one tap to your teams, full screen, no browser bars.',
  install: 'Install',
  notNow: 'Not now',
} as const;
