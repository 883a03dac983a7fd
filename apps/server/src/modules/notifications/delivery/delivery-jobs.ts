import { notify } from '../../../db/notifications.ts';
import type { ScheduledJob } from '../../../jobs/scheduled-jobs.ts';
import { DELIVERIES_CHANNEL } from '../notify.ts';

export const DELIVER_NOTIFICATIONS = 'deliver-notifications';

/**
 * Every minute, wake the delivery worker of every server process: retries whose wait is over
 * go out, and deliveries made while no process was listening are not left behind.
 */
export const deliverNotificationsJob: ScheduledJob = {
  name: DELIVER_NOTIFICATIONS,
  cron: '* * * * *',
  async run({ db }) {
    await notify(db, DELIVERIES_CHANNEL, '');
  },
};
