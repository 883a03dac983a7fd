/**
 * The server's pino options: JSON lines for log collectors and pipes, readable coloured lines
 * (pino-pretty) when a person watches the server in a terminal. Tests never get the pretty
 * transport, so their output stays machine-readable whatever runs them.
 */
export function logOptions(
  level: string,
  terminal: boolean = Boolean(process.stdout.isTTY) && !process.env.VITEST,
): { level: string; transport?: { target: string; options: Record<string, unknown> } } {
  if (!terminal) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
