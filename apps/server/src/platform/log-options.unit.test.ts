import { describe, expect, it } from 'vitest';
import { logOptions } from './log-options.ts';

describe('server log format (README: readable in a terminal, JSON otherwise)', () => {
  it('writes readable lines through pino-pretty when a person watches a terminal', () => {
    expect(logOptions('info', true)).toMatchObject({ level: 'info', transport: { target: 'pino-pretty' } });
  });

  it('writes JSON lines when the output goes to a pipe or a file', () => {
    expect(logOptions('warn', false)).toEqual({ level: 'warn' });
  });

  it('never prettifies under the test runner, even in a terminal', () => {
    expect(logOptions('info')).toEqual({ level: 'info' });
  });
});
