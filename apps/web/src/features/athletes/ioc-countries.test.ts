import { describe, expect, it } from 'vitest';
import { hasFlag } from './flag-urls.ts';
import { countryName, IOC_TO_ISO, isoFromIoc } from './ioc-countries.ts';

/** Every nation the demo season's athletes come from (apps/server athlete-names.ts). */
const DEMO_NATIONS = [
  'USA',
  'CAN',
  'AUS',
  'NZL',
  'GBR',
  'FRA',
  'GER',
  'SUI',
  'AUT',
  'NOR',
  'SWE',
  'FIN',
  'JPN',
  'BRA',
  'ESP',
  'ITA',
  'NED',
  'POR',
  'RSA',
  'MEX',
];

describe('IOC to ISO 3166 alpha-2 (A25)', () => {
  it('maps the codes that differ from the ISO ones', () => {
    expect(isoFromIoc('GER')).toBe('de');
    expect(isoFromIoc('SUI')).toBe('ch');
    expect(isoFromIoc('NED')).toBe('nl');
    expect(isoFromIoc('RSA')).toBe('za');
    expect(isoFromIoc('POR')).toBe('pt');
    expect(isoFromIoc('CRO')).toBe('hr');
    expect(isoFromIoc('KOS')).toBe('xk');
  });

  it('maps every nation of the demo athletes', () => {
    for (const ioc of DEMO_NATIONS) expect(isoFromIoc(ioc), ioc).toMatch(/^[a-z]{2}$/);
  });

  it('covers all 206 National Olympic Committees, each with its own country', () => {
    const codes = Object.keys(IOC_TO_ISO);
    expect(codes).toHaveLength(206);
    expect(codes.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
    expect(new Set(Object.values(IOC_TO_ISO)).size).toBe(206);
  });

  it('has a shipped flag for every mapped country', () => {
    const missing = Object.values(IOC_TO_ISO).filter((iso) => !hasFlag(iso));
    expect(missing).toEqual([]);
  });

  it('reads codes in any case and with stray spaces', () => {
    expect(isoFromIoc(' ger ')).toBe('de');
  });

  it('knows no country for teams without one and for unknown codes', () => {
    expect(isoFromIoc('EOR')).toBeNull();
    expect(isoFromIoc('AIN')).toBeNull();
    expect(isoFromIoc('XYZ')).toBeNull();
    expect(isoFromIoc('')).toBeNull();
  });

  it('names the country in English, or falls back to the code', () => {
    expect(countryName('GER')).toBe('Germany');
    expect(countryName('SUI')).toBe('Switzerland');
    expect(countryName('XYZ')).toBe('XYZ');
  });
});
