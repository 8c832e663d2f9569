import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxMailer } from './outbox-mailer.ts';

const mail = (n: number) => ({
  to: `m${n}@example.com`,
  subject: `Subject ${n}`,
  text: `Text ${n}`,
  html: `<p>${n}</p>`,
});

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('OutboxMailer', () => {
  it('keeps mails in memory, newest first', async () => {
    const outbox = new OutboxMailer();
    for (let i = 1; i <= 3; i++) await outbox.send(mail(i));
    const list = await outbox.list();
    expect(list.map((m) => m.subject)).toEqual(['Subject 3', 'Subject 2', 'Subject 1']);
    expect(list[0]).toMatchObject({ to: 'm3@example.com', text: 'Text 3', html: '<p>3</p>' });
    expect(new Date(list[0]!.createdAt).getTime()).not.toBeNaN();
    expect(new Set(list.map((m) => m.id)).size).toBe(3);
  });

  it('writes one JSON file per mail in its directory, which survives a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    dirs.push(dir);
    const outbox = new OutboxMailer({ dir: path.join(dir, 'outbox') });
    expect(await outbox.list()).toEqual([]);
    for (let i = 1; i <= 3; i++) await outbox.send(mail(i));
    expect(await readdir(path.join(dir, 'outbox'))).toHaveLength(3);
    const reopened = new OutboxMailer({ dir: path.join(dir, 'outbox') });
    expect((await reopened.list()).map((m) => m.subject)).toEqual(['Subject 3', 'Subject 2', 'Subject 1']);
  });
});
