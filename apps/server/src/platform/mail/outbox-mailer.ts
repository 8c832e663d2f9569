import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.ts';
import type { Mailer, MailMessage, StoredMail } from './mailer.ts';

/**
 * Keeps every mail instead of sending it: one JSON file per mail in `dir` (DATA_DIR/outbox), or in memory when no
 * directory is given (tests). Each mail is also logged so a developer sees links without opening /dev/mail.
 */
export class OutboxMailer implements Mailer {
  private readonly memory: StoredMail[] = [];
  private sequence = 0;

  constructor(private readonly options: { dir?: string; logger?: Logger } = {}) {}

  async send(message: MailMessage): Promise<void> {
    const createdAt = new Date();
    // The sequence keeps file names (and so the listing order) unique within one millisecond.
    const id = `${createdAt.getTime().toString().padStart(15, '0')}-${String(this.sequence++).padStart(6, '0')}-${randomUUID().slice(0, 8)}`;
    const mail: StoredMail = { id, ...message, createdAt: createdAt.toISOString() };
    if (this.options.dir) {
      await mkdir(this.options.dir, { recursive: true });
      await writeFile(path.join(this.options.dir, `${id}.json`), JSON.stringify(mail, null, 2));
    } else {
      this.memory.push(mail);
    }
    this.options.logger?.info(
      { mail: { id, to: mail.to, subject: mail.subject, text: mail.text } },
      'mail stored in outbox',
    );
  }

  /** The outbox directory can be written (always true in memory). */
  async check(): Promise<void> {
    if (!this.options.dir) return;
    await mkdir(this.options.dir, { recursive: true });
    await access(this.options.dir, constants.W_OK);
  }

  /** Newest first. */
  async list(): Promise<StoredMail[]> {
    if (!this.options.dir) return [...this.memory].reverse();
    let names: string[];
    try {
      names = await readdir(this.options.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const files = names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse();
    const mails = await Promise.all(
      files.map(
        async (name) => JSON.parse(await readFile(path.join(this.options.dir!, name), 'utf8')) as StoredMail,
      ),
    );
    return mails;
  }
}
