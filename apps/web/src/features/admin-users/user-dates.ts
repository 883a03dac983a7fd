const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const moment = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 28, 2026' */
export const formatDay = (iso: string) => day.format(new Date(iso));
/** 'Nov 28, 2026, 5:40 PM' */
export const formatMoment = (iso: string) => moment.format(new Date(iso));
