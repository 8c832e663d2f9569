import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http-context.ts';
import type { OutboxMailer } from '../../platform/mail/index.ts';
import { renderOutbox } from './render.ts';

/** The outbox, for developers: registered only outside production and only with the outbox mailer. */
export function devMailRoutes(outbox: OutboxMailer) {
  const router = new Hono<AppEnv>();
  router.get('/dev/mail.json', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await outbox.list());
  });
  router.get('/dev/mail', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(renderOutbox(await outbox.list()));
  });
  return router;
}
