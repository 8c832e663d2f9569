import { Hono } from 'hono';
import { isLoopbackRequest } from '../../platform/client-ip.ts';
import { errorBody } from '../../platform/errors.ts';
import type { AppEnv } from '../../platform/http-context.ts';
import type { OutboxMailer } from '../../platform/mail/index.ts';
import { renderOutbox } from './render.ts';

/**
 * The outbox, for developers: registered only when DEV_PAGES allows it (the embedded default, never in production)
 * and with the outbox mailer, and answered only to requests from this machine. It holds every confirmation and
 * password-reset link: anyone else reading it could take any account (docs/decisions/011-deployment-safety.md).
 */
export function devMailRoutes(outbox: OutboxMailer) {
  const router = new Hono<AppEnv>();
  router.use('/dev/*', async (c, next) => {
    if (!isLoopbackRequest(c)) return c.json(errorBody('NOT_FOUND', 'Not found'), 404);
    await next();
  });
  // `?to=` keeps the mails to one address: a browser journey waiting for its member's mail reads a few, not the
  // whole run's outbox.
  router.get('/dev/mail.json', async (c) => {
    c.header('Cache-Control', 'no-store');
    const to = c.req.query('to');
    const mails = await outbox.list();
    return c.json(to ? mails.filter((mail) => mail.to.includes(to)) : mails);
  });
  router.get('/dev/mail', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(renderOutbox(await outbox.list()));
  });
  return router;
}
