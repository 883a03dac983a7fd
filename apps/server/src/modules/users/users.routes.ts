import { routes } from '@shred/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokens } from '../../auth/access-token.ts';
import type { Db } from '../../db/client.ts';
import { JsonText } from '../../http/json-text.ts';
import { mountRoute } from '../../http/route.ts';
import { clientKey } from '../../platform/client-key.ts';
import type { Mailer } from '../../platform/mail/mail.port.ts';
import type { StaleReads } from '../../platform/read-cache/stale-reads.ts';
import type { FileStorage } from '../../platform/storage/storage.port.ts';
import type { Throttle } from '../../platform/throttle.ts';
import { createCurrentSubscriptions } from '../subscriptions/current-subscription.ts';
import { createAuthService } from './auth.service.ts';
import { followPage } from './follow-lists.ts';
import { createProfileService } from './profile.service.ts';
import { PROFILE_IMAGE, readImageUpload } from './profile-image.ts';
import type { UploadLimit } from './upload-limit.ts';

export interface UsersRoutesOptions {
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
  storage: FileStorage;
  throttle: Throttle;
  limitUploads: UploadLimit;
  publicUrl: string;
  /** Requests per minute and IP on the account endpoints (login, register, refresh, reset). */
  authRateLimitPerMinute: number;
  now: () => number;
  onManagerWelcomeCompleted?: (tx: Db, userId: number) => Promise<unknown>;
  sessionsEnded: (sessionIds: readonly string[]) => void;
  staleReads: StaleReads;
}

export async function usersRoutes(app: FastifyInstance, options: UsersRoutesOptions): Promise<void> {
  const auth = createAuthService(options);
  const profiles = createProfileService({
    ...options,
    subscriptionOf: createCurrentSubscriptions(options.db, app.readCache, options.now),
  });
  const limitIp = (request: FastifyRequest, name: string) =>
    options.throttle.hit(`ip:${name}:${clientKey(request.ip)}`, options.authRateLimitPerMinute, 60);

  mountRoute(app, routes.register, async ({ body, request }) => {
    await limitIp(request, 'register');
    return auth.register(body);
  });
  mountRoute(app, routes.token, async ({ body, request }) => {
    await limitIp(request, 'token');
    return auth.login(body, request.ip);
  });
  mountRoute(app, routes.tokenRefresh, async ({ body, request }) => {
    await limitIp(request, 'refresh');
    return auth.refresh(body.refresh);
  });
  mountRoute(app, routes.logout, async ({ body, request }) => {
    await auth.logout(request.authSessionId, body.refresh);
    return undefined;
  });
  mountRoute(app, routes.forgotPassword, async ({ body, request }) => {
    await limitIp(request, 'forgot');
    return { detail: await auth.forgotPassword(body.email) };
  });
  mountRoute(app, routes.resetPassword, async ({ params, body, request }) => {
    await limitIp(request, 'reset');
    return { detail: await auth.resetPassword(params.uid, params.token, body.password, request.ip) };
  });

  // Called on every app start and screen: serialised straight from the typed presenter.
  mountRoute(app, routes.me, async ({ user }) => new JsonText(JSON.stringify(await profiles.me(user))));
  mountRoute(app, routes.updateProfile, async ({ user, params, body }) =>
    profiles.update(user, params.id, body),
  );
  mountRoute(app, routes.uploadProfileImage, async ({ user, request }) => {
    await options.limitUploads(user.id);
    const data = await readImageUpload(request, PROFILE_IMAGE);
    return profiles.uploadImage(user, data);
  });
  mountRoute(app, routes.deleteAccount, async ({ user }) => {
    await profiles.deleteAccount(user);
    return undefined;
  });
  mountRoute(app, routes.publicProfile, async ({ params, user }) => profiles.publicProfile(params.id, user));
  mountRoute(app, routes.profileStats, async ({ params }) => profiles.stats(params.id));
  mountRoute(app, routes.followers, async ({ params, query, user }) =>
    followPage(options.db, params.id, 'followers', user?.id ?? null, query),
  );
  mountRoute(app, routes.following, async ({ params, query, user }) =>
    followPage(options.db, params.id, 'following', user?.id ?? null, query),
  );
  mountRoute(app, routes.follow, async ({ user, body }) => profiles.follow(user, body.target_user_id));
  mountRoute(app, routes.unfollow, async ({ user, body }) => profiles.unfollow(user, body.target_user_id));
}
