import { NOTIFICATION_TYPES, type NotificationType } from '@shred/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, users } from '../../db/schema/index.ts';
import { ApiError } from '../../http/errors.ts';
import { NOTIFICATION_CATALOGUE } from './notification-types.ts';
import type { UnsubscribeSigner } from './unsubscribe-token.ts';

const INVALID_LINK =
  'This unsubscribe link is not valid: it may have been changed or cut. Open the link from the e-mail again, or switch e-mails off in your notification settings.';

/**
 * An e-mail's unsubscribe link, used without signing in: its token signs the account and the
 * e-mail kind, so it switches off exactly that (or every type, for ALL) and nothing else. An
 * address no account uses answers like a forged token, so the call tells nobody who has an account.
 */
export async function unsubscribeEmails(
  db: Db,
  signer: UnsubscribeSigner,
  link: { email: string; email_type: string; token: string },
): Promise<{ email: string; email_type: NotificationType | 'ALL'; unsubscribed: true }> {
  const email = link.email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = ${email} and ${users.deletedAt} is null`);
  if (!user || !signer.verify(user.id, link.email_type, link.token)) {
    throw new ApiError(403, INVALID_LINK, { fields: { token: [INVALID_LINK] } });
  }
  const types = link.email_type === 'ALL' ? NOTIFICATION_TYPES : [link.email_type as NotificationType];
  // As the settings store choices: a row only where off differs from the type's default.
  const offByDefault = types.filter((type) => !NOTIFICATION_CATALOGUE[type].defaults.email);
  const onByDefault = types.filter((type) => NOTIFICATION_CATALOGUE[type].defaults.email);
  await db.transaction(async (tx) => {
    if (offByDefault.length) {
      await tx
        .delete(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.userId, user.id),
            eq(notificationPreferences.channel, 'email'),
            inArray(notificationPreferences.type, offByDefault),
          ),
        );
    }
    if (onByDefault.length) {
      await tx
        .insert(notificationPreferences)
        .values(
          onByDefault.map((type) => ({ userId: user.id, type, channel: 'email' as const, enabled: false })),
        )
        .onConflictDoUpdate({
          target: [
            notificationPreferences.userId,
            notificationPreferences.type,
            notificationPreferences.channel,
          ],
          set: { enabled: false, updatedAt: sql`now()` },
        });
    }
  });
  return {
    email,
    email_type: link.email_type as NotificationType | 'ALL',
    unsubscribed: true,
  };
}
