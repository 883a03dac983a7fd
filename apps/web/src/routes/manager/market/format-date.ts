const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 26, 2026, 4:09 AM': when a movement, purchase or opening happened. */
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** 'Nov 26, 2026': the day of a sale, under a chart's axis. */
export const formatDay = (iso: string) => day.format(new Date(iso));
