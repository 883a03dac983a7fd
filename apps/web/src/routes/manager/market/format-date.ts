const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 26, 2026, 4:09 AM': when a movement, purchase or opening happened. */
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));
