import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * JSON lines on stdout (what log collectors expect). `destination` lets tests capture the lines the real logger
 * writes instead of replacing the logger.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'swapyard' },
      // Never write credentials into logs, even when someone logs a whole request or mail object.
      redact: {
        paths: [
          'password',
          '*.password',
          'newPassword',
          '*.newPassword',
          'headers.cookie',
          'headers.authorization',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
