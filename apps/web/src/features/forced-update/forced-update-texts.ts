/** Spec §2 Update-required overlay; the message wording is ours (R2.157). */
export const FORCED_UPDATE_TEXTS = {
  title: 'Update Required',
  message: 'A new version of Shred League is available. Please update to the latest version to keep playing.',
  versions: (current: string, required: string) => `Current version: ${current} | Required: ${required}`,
  action: 'Update Now',
  noStoreLink: 'Open the App Store or Google Play and update Shred League to keep playing.',
} as const;
