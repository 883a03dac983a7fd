import { config } from 'zod/v4/core';

// Zod compiles object parsers with `new Function` where it may, and even its test for that is
// a violation of the Content Security Policy, which allows no eval (server
// http/security-headers.ts). Set before any schema is built: main.tsx imports this first.
config({ jitless: true });
