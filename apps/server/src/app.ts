import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { PROFILE_IMAGE_MAX_BYTES } from '@shred/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAccessTokens } from './auth/access-token.ts';
import { setPasswordHashing } from './auth/passwords.ts';
import { registerRequestAuth } from './auth/request-auth.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { answerFrameworkError, registerErrorHandling } from './http/error-handler.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { openApiOptions } from './http/openapi.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { domainEventHandlers } from './jobs/domain-event-handlers.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import type { ScheduledJob } from './jobs/scheduled-jobs.ts';
import { achievementsRoutes } from './modules/achievements/achievements.routes.ts';
import { adminChallengesRoutes } from './modules/admin-challenges/admin-challenges.routes.ts';
import { adminEventsRoutes } from './modules/admin-events/admin-events.routes.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { athleteClaimsRoutes } from './modules/athlete-claims/athlete-claims.routes.ts';
import { athleteZoneRoutes } from './modules/athlete-zone/athlete-zone.routes.ts';
import { athletesRoutes } from './modules/athletes/athletes.routes.ts';
import { cardsRoutes } from './modules/cards/cards.routes.ts';
import { createStarterSquadService } from './modules/cards/starter-squad.service.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { challengesRoutes } from './modules/challenges/challenges.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { loadContentLibrary } from './modules/content/content-library.ts';
import { coreRoutes } from './modules/core/core.routes.ts';
import { creditsRoutes } from './modules/credits/credits.routes.ts';
import { createMoneyMoveLimits } from './modules/credits/money-move-limits.ts';
import { grantWelcomeCredits } from './modules/credits/welcome-credits.ts';
import { cspReportRoutes } from './modules/csp-reports/csp-reports.routes.ts';
import { draftsRoutes } from './modules/drafts/drafts.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { createDatabaseHealth } from './modules/health/database-health.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { leaguesRoutes } from './modules/leagues/leagues.routes.ts';
import { grantReferralReward } from './modules/leagues/referral-reward.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { marketRoutes } from './modules/market/market.routes.ts';
import { marketBotRoutes } from './modules/market-bot/market-bot.routes.ts';
import { startNotificationDelivery } from './modules/notifications/delivery/delivery-setup.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { pushRoutes } from './modules/notifications/push-routes.ts';
import { pollsRoutes } from './modules/polls/polls.routes.ts';
import { referralsRoutes } from './modules/referrals/referrals.routes.ts';
import { rewardsRoutes } from './modules/rewards/rewards.routes.ts';
import { dropOldBoardsJob, scoringJob } from './modules/scoring/scoring.jobs.ts';
import { scoringRoutes } from './modules/scoring/scoring.routes.ts';
import { createScorer } from './modules/scoring/scoring.service.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { surveysRoutes } from './modules/surveys/surveys.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { watchSessions } from './modules/users/live-sessions.ts';
import { createSignedInUsers } from './modules/users/signed-in-users.ts';
import { createUploadLimit } from './modules/users/upload-limit.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import {
  createDomainEventDispatcher,
  type DomainEventDispatcher,
} from './platform/domain-events/dispatcher.ts';
import { logOptions } from './platform/log-options.ts';
import { createMailer } from './platform/mail/mailer.ts';
import {
  createOutboundGuard,
  type HostResolver,
  type OutboundGuard,
} from './platform/outbound/outbound-guard.ts';
import { createPayments } from './platform/payments/payments.ts';
import { createReadCache, type ReadCache } from './platform/read-cache/read-cache.ts';
import { createStaleReads, listenForStaleReads, type StaleReads } from './platform/read-cache/stale-reads.ts';
import { createLocalStorage } from './platform/storage/local-storage.ts';
import { createThrottle } from './platform/throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers no viewer changes, kept in memory (platform/read-cache). */
    readCache: ReadCache;
    /** How a write makes cached reads stale in every server process (platform/read-cache). */
    staleReads: StaleReads;
    /** The pg-boss queue: scoring passes, and the scheduled jobs once `jobs.start()` ran. */
    jobs: JobQueue;
    /** Hands published domain events to the modules that react (platform/domain-events). */
    domainEvents: DomainEventDispatcher;
    /** Every call out to the network goes through it: public addresses only (platform/outbound). */
    outbound: OutboundGuard;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Jobs on a cron schedule (main passes the game's); tests run queued jobs only. */
  scheduledJobs?: readonly ScheduledJob[];
  jwtSecret: Uint8Array;
  /** Clock for token lifetimes; tests move it to expire tokens. */
  now?: () => number;
  logger?: boolean | object;
  /** How outbound calls resolve host names; tests point names at addresses without DNS. */
  resolveHost?: HostResolver;
}

/** Build the whole server (API, docs, media, web app) without listening: main and tests share it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? logOptions(config.logLevel),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 256 * 1024,
    // The spec writes some paths without their trailing slash (content/{folder}/{id}).
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    // Only named proxies may say who the client is: rate limits are keyed by request.ip.
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    // A client trickling its headers or body holds a connection: each has a deadline, after which
    // it is answered 408 and closed. A finished GET (a live/ stream) is not held to them.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      // Node looks for late requests this often (30 s by default, which would double a deadline).
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
    },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  setPasswordHashing(config.testPasswordHashing ? 'test' : 'production');
  if (config.testPasswordHashing)
    app.log.warn('TEST_PASSWORD_HASHING: new password hashes are cheap to crack');
  await registerSecurityHeaders(app, config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const now = deps.now ?? Date.now;
  const tokens = createAccessTokens(deps.jwtSecret, now);
  const sessionStatus = await watchSessions(app, database, now);
  const scorer = createScorer(now);
  const jobs = createJobQueue({
    database,
    log: app.log,
    now,
    scheduled: deps.scheduledJobs ?? [],
    queued: [scoringJob(scorer), dropOldBoardsJob(scorer)],
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  const readCache = createReadCache({ now });
  const staleReads = createStaleReads(readCache);
  app.decorate('readCache', readCache);
  app.decorate('staleReads', staleReads);
  app.addHook('onClose', await listenForStaleReads(database, readCache, app.log));
  const domainEvents = createDomainEventDispatcher({
    database,
    handlers: domainEventHandlers,
    log: app.log,
    now,
  });
  await domainEvents.start();
  app.decorate('domainEvents', domainEvents);
  app.addHook('onClose', () => domainEvents.stop());
  const outbound = createOutboundGuard({ resolve: deps.resolveHost, allowed: config.outboundAllowed });
  app.decorate('outbound', outbound);
  const mailer = createMailer({
    db: database.db,
    log: app.log,
    outbound,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
  });
  const delivery = await startNotificationDelivery(app, {
    config,
    database,
    mailer,
    jwtSecret: deps.jwtSecret,
    now,
  });
  // Media are served from here from the start, before the first upload writes into it.
  await mkdir(config.uploadsDir, { recursive: true });
  const storage = createLocalStorage(config.uploadsDir, MEDIA_PREFIX);
  const throttle = createThrottle(database.db, now);
  const limitUploads = createUploadLimit(throttle, config.uploadsPerHour);
  const library = await loadContentLibrary(config.contentDir);

  await app.register(fastifySwagger, openApiOptions);
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // The standalone layout's top bar draws a logo with an inline <style>, which the CSP refuses.
    uiConfig: { layout: 'BaseLayout' },
  });

  await app.register(
    async (api) => {
      registerErrorHandling(api);
      // The API speaks JSON (and multipart for uploads) only.
      api.removeContentTypeParser('text/plain');
      registerJsonBodyParser(api);
      registerRequestAuth(api, tokens, sessionStatus, createSignedInUsers(database.db, readCache));
      await api.register(fastifyMultipart, {
        limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
      });
      await api.register(healthRoutes, {
        database: createDatabaseHealth({
          ping: database.ping,
          now,
          waitForCheck: database.driver === 'postgres',
        }),
      });
      await api.register(trackingRoutes, { db: database.db, now });
      await api.register(cspReportRoutes, { throttle });
      await api.register(coreRoutes, { db: database.db, throttle, now });
      await api.register(contentRoutes, { library });
      const starterSquads = createStarterSquadService({ now });
      await api.register(usersRoutes, {
        db: database.db,
        tokens,
        mailer,
        storage,
        throttle,
        limitUploads,
        now,
        publicUrl: config.publicUrl,
        authRateLimitPerMinute: config.authRateLimitPerMinute,
        onManagerWelcomeCompleted: async (tx, userId) => {
          await starterSquads.grant(tx, userId);
          await grantWelcomeCredits(tx, userId);
          await grantReferralReward(tx, userId);
        },
        sessionsEnded: sessionStatus.forget,
        staleReads,
      });
      await api.register(catalogRoutes, { db: database.db });
      await api.register(eventsRoutes, { db: database.db, now, cache: readCache });
      await api.register(athletesRoutes, { db: database.db });
      await api.register(cardsRoutes, { db: database.db, now });
      const payments = createPayments(
        config.stripe && { ...config.stripe, publicUrl: config.publicUrl, outbound },
      );
      const countMoneyMove = createMoneyMoveLimits(throttle, config.moneyMovesPerMinute);
      await api.register(creditsRoutes, { db: database.db, payments, now, countMoneyMove });
      await api.register(subscriptionsRoutes, { db: database.db, payments, now });
      await api.register(draftsRoutes, { db: database.db, now, countMoneyMove });
      await api.register(marketRoutes, { db: database.db, now, countMoneyMove });
      await api.register(marketBotRoutes, { db: database.db, now });
      await api.register(leaguesRoutes, { db: database.db, now, storage, limitUploads });
      await api.register(adminEventsRoutes, { db: database.db, now, staleReads });
      await api.register(adminChallengesRoutes, { db: database.db, now });
      await api.register(scoringRoutes, { db: database.db, now, scorer, jobs });
      await api.register(searchRoutes, { db: database.db });
      await api.register(referralsRoutes, { db: database.db });
      await api.register(pushRoutes, {
        db: database.db,
        webPushAllowHttp: config.webPushAllowHttp,
        ...delivery,
      });
      await api.register(rewardsRoutes, { db: database.db, now });
      await api.register(achievementsRoutes, { db: database.db });
      await api.register(notificationsRoutes, { db: database.db, now });
      await api.register(liveRoutes, {
        database,
        maxConnections: config.liveMaxConnections,
        maxPerAddress: config.liveMaxStreamsPerAddress,
        maxPerUser: config.liveMaxStreamsPerUser,
      });
      await api.register(challengesRoutes, { db: database.db, now });
      await api.register(pollsRoutes, { db: database.db, now });
      await api.register(surveysRoutes, { db: database.db, now });
      await api.register(insightsRoutes, { db: database.db, now });
      await api.register(athleteZoneRoutes, { db: database.db, now });
      await api.register(athleteClaimsRoutes, { db: database.db, now });
      await api.register(adminUsersRoutes, { db: database.db, now, sessionsEnded: sessionStatus.forget });
      await api.register(analyticsRoutes, { db: database.db, now });
    },
    { prefix: '/api' },
  );

  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
  });
  serveWebApp(app, config.webDist);
  return app;
}

/** Where uploaded files (profile images, league images) are served. */
const MEDIA_PREFIX = '/media/';
export const MEDIA_NOT_FOUND = 'This file does not exist.';

/**
 * The built SPA at `/`, with every unknown non-API GET answered by index.html (history fallback).
 * A missing upload is not a page of the app: it answers 404 JSON, so an image never gets HTML.
 */
function serveWebApp(app: FastifyInstance, webDist: string): void {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br/.gz copies beside each file; sending those saves the CPU and most bytes.
      preCompressed: true,
      // .well-known holds the files Android and iOS read before links open the native app.
      serveDotFiles: true,
      setHeaders: (res, filePath) => {
        if (path.basename(filePath) === 'apple-app-site-association')
          res.header('content-type', 'application/json');
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    if (request.url.startsWith(MEDIA_PREFIX)) return reply.status(404).send({ detail: MEDIA_NOT_FOUND });
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  });
}
