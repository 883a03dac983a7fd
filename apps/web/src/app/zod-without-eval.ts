// Zod compiles object parsers with `new Function` where it may, and even its test for that is
// a violation of the Content Security Policy, which allows no eval (server
// http/security-headers.ts). Set before any schema parses: main.tsx imports this first.
// Written into the global object every copy of zod reads its configuration from, rather than
// through `config()` from 'zod/v4/core': importing that would put zod's core into the first
// screen, which validates nothing (issue 12.4).
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;

export {};
