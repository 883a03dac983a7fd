import { describe, expect, it } from 'vitest';
import { pagePatterns, pagePayloadKey } from '../features/pwa/page-payload.ts';
import { createRouteTable } from './route-table.tsx';

describe('page payloads of the route table (spec §7 Other calls, issue 27.6)', () => {
  it('gives every page of the app a payload file of its own (R7.48)', () => {
    const keys = pagePatterns(createRouteTable({ previousPath: () => undefined })).map(pagePayloadKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['login', 'profile/_username', 'settings', 'manager']));
    for (const key of keys) expect(key).toMatch(/^[\w/-]+$/);
  });
});
