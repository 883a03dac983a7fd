import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, ./.data, demo data on and the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, demoData: true, databaseUrl: undefined, admin: null });
    expect(config.dataDir.endsWith('.data')).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/shred',
      DATABASE_URL: 'postgres://u@db:5432/shred',
      ADMIN_EMAIL: 'staff@example.com',
      ADMIN_PASSWORD: 'supersecret',
      DEMO_DATA: '0',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://shred.example/',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/shred',
      databaseUrl: 'postgres://u@db:5432/shred',
      admin: { email: 'staff@example.com', password: 'supersecret' },
      demoData: false,
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://shred.example',
    });
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_DATA: 'maybe' })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}DATABASE_URL: .*\n {2}DEMO_DATA: /,
    );
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD go together/);
  });

  describe('Stripe (issue 13.2)', () => {
    it('uses the dev provider without keys, and Stripe with both', () => {
      expect(loadConfig({}).stripe).toBeNull();
      expect(
        loadConfig({
          STRIPE_SECRET_KEY: 'sk_test_1',
          STRIPE_WEBHOOK_SECRET: 'whsec_1',
          STRIPE_API_BASE: 'http://127.0.0.1:12111',
        }).stripe,
      ).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiBase: 'http://127.0.0.1:12111' });
    });

    it('wants STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together', () => {
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
        /go together: set both or neither/,
      );
      expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    });
  });

  describe('DEV_PAYMENTS: the dev payment provider in production (issue 27.4)', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

    it('refuses to start a production server that would sell credits through the dev provider', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        /DEV_PAYMENTS: .*completes every purchase without payment, runs there only with DEV_PAYMENTS=1/,
      );
      expect(() => loadConfig({ NODE_ENV: 'production', DEV_PAYMENTS: '0' })).toThrow(/DEV_PAYMENTS/);
    });

    it('starts in production with Stripe, or with the dev provider asked for by name', () => {
      expect(loadConfig({ NODE_ENV: 'production', ...stripe }).stripe).toMatchObject({
        secretKey: 'sk_live_1',
      });
      expect(loadConfig({ NODE_ENV: 'production', DEV_PAYMENTS: '1' }).stripe).toBeNull();
    });

    it.each([{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }])(
      'needs no flag outside production (%o)',
      (env) => {
        expect(loadConfig(env).stripe).toBeNull();
      },
    );

    it('takes only a flag', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', DEV_PAYMENTS: 'yes' })).toThrow(/DEV_PAYMENTS/);
    });
  });

  describe('per-user limits on money moves (issue 27.4)', () => {
    it('defaults to 30 draft openings, 60 market buys and 10 credit purchases a minute', () => {
      expect(loadConfig({}).moneyMovesPerMinute).toEqual({
        draftOpening: 30,
        marketBuy: 60,
        creditPurchase: 10,
      });
    });

    it('reads each limit, and refuses one that is not a positive whole number', () => {
      expect(
        loadConfig({
          DRAFT_OPENINGS_PER_MINUTE: '5',
          MARKET_BUYS_PER_MINUTE: '6',
          CREDIT_PURCHASES_PER_MINUTE: '7',
        }).moneyMovesPerMinute,
      ).toEqual({ draftOpening: 5, marketBuy: 6, creditPurchase: 7 });
      expect(() => loadConfig({ CREDIT_PURCHASES_PER_MINUTE: '0' })).toThrow(/CREDIT_PURCHASES_PER_MINUTE/);
      expect(() => loadConfig({ MARKET_BUYS_PER_MINUTE: '1.5' })).toThrow(/MARKET_BUYS_PER_MINUTE/);
    });
  });

  describe('TEST_PASSWORD_HASHING', () => {
    it('hashes at production cost unless tests ask otherwise', () => {
      expect(loadConfig({ NODE_ENV: 'test' }).testPasswordHashing).toBe(false);
      expect(loadConfig({ NODE_ENV: 'test', TEST_PASSWORD_HASHING: '1' }).testPasswordHashing).toBe(true);
    });

    it.each([{}, { NODE_ENV: 'production' }, { NODE_ENV: 'development' }])(
      'refuses cheap hashing outside tests (%o)',
      (env) => {
        expect(() => loadConfig({ ...env, TEST_PASSWORD_HASHING: '1' })).toThrow(
          /TEST_PASSWORD_HASHING: .*for tests only, with NODE_ENV=test/,
        );
      },
    );
  });

  describe('TRUST_PROXY (issue 11.2)', () => {
    it('trusts no proxy by default', () => {
      expect(loadConfig({}).trustedProxies).toEqual([]);
    });

    it('reads addresses, CIDR ranges and named ranges separated by commas', () => {
      expect(
        loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback' }).trustedProxies,
      ).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback']);
    });

    it.each([
      ['true', 'a flag that would trust everyone'],
      ['1', 'a hop count, which cannot tell a proxy from a client'],
      ['10.0.0.0/33', 'an IPv4 prefix over 32'],
      ['fd00::/129', 'an IPv6 prefix over 128'],
      ['10.0.0.0/8/8', 'two prefixes'],
      ['10.0.0.5,', 'an empty entry'],
      ['lb.internal', 'a host name'],
    ])('refuses %s: %s', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: list proxy addresses or CIDR ranges/,
      );
    });
  });
});
