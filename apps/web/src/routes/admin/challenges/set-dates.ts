/** Set dates as staff read them, in the browser's zone: '1 Mar – 14 Mar 2027'. */
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function setDateRange(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  // A set ending at midnight ends with the day before, as a person counts days.
  const last = new Date(Date.parse(endsAt) - 1);
  if (Number.isNaN(start.getTime()) || Number.isNaN(last.getTime())) return '';
  const sameYear = start.getFullYear() === last.getFullYear();
  const sameDay = sameYear && start.getMonth() === last.getMonth() && start.getDate() === last.getDate();
  if (sameDay) return dayMonthYear.format(start);
  return `${(sameYear ? dayMonth : dayMonthYear).format(start)} – ${dayMonthYear.format(last)}`;
}
