import type { StoredMail } from '../../platform/mail/index.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** Text body with its URLs made clickable (everything else escaped). */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

function renderMail(mail: StoredMail): string {
  const date = new Date(mail.createdAt).toLocaleString('en-GB', { timeZone: 'UTC' });
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(date)} UTC · <code>${escapeHtml(mail.id)}</code></p>
<pre>${linkify(mail.text)}</pre>
<details><summary>HTML version</summary><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(mail.html)}" title="${escapeHtml(mail.subject)}"></iframe></details>
</article>`;
}

/** A readable page of the outbox, newest first. */
export function renderOutbox(mails: StoredMail[]): string {
  const body = mails.length
    ? mails.map(renderMail).join('\n')
    : '<p>No mail yet. Sign up or ask for a password reset and it will appear here.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Swapyard outbox (${mails.length})</title>
<style>
body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#111827}
article{border:1px solid #e5e7eb;border-radius:10px;padding:16px;margin:16px 0}
h2{margin:0 0 4px;font-size:18px}.meta{margin:0 0 12px;color:#6b7280;font-size:14px}
pre{white-space:pre-wrap;word-break:break-word;background:#f9fafb;padding:12px;border-radius:8px}
iframe{width:100%;height:420px;border:1px solid #e5e7eb;border-radius:8px}
</style></head>
<body><h1>Outbox</h1><p>Mails the server would have sent, newest first (<a href="/dev/mail.json">JSON</a>).</p>
${body}
</body></html>`;
}
