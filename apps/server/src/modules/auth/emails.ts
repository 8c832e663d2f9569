import type { MailMessage } from '../../platform/mail/index.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** A plain, widely-rendered layout: one paragraph, one button, the raw link for clients that strip buttons. */
function layout(options: {
  greeting: string;
  lines: string[];
  action: string;
  url: string;
  footer: string;
}): string {
  const url = escapeHtml(options.url);
  return `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f5f5f7;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="margin:0 0 16px;font-size:20px;color:#6366f1">Swapyard</h1>
<p style="margin:0 0 12px">${escapeHtml(options.greeting)}</p>
${options.lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#6366f1;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(options.action)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#6b7280">Or open this link: <a href="${url}" style="color:#6366f1;word-break:break-all">${url}</a></p>
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(options.footer)}</p>
</div></body></html>`;
}

export function confirmAccountMail(to: string, name: string, url: string): MailMessage {
  const greeting = `Hi ${name || 'there'},`;
  const line = 'Welcome to Swapyard! Confirm your e-mail address to finish creating your account.';
  const footer = "If you didn't sign up for Swapyard, you can ignore this e-mail.";
  return {
    to,
    subject: 'Confirm your Swapyard account',
    text: `${greeting}\n\n${line}\n\nConfirm your account: ${url}\n\n${footer}\n`,
    html: layout({ greeting, lines: [line], action: 'Confirm my account', url, footer }),
  };
}

export function resetPasswordMail(to: string, name: string, url: string): MailMessage {
  const greeting = `Hi ${name || 'there'},`;
  const line =
    'Someone asked to reset the password of your Swapyard account. The link is valid for one hour.';
  const footer = "If it wasn't you, ignore this e-mail: your password stays the same.";
  return {
    to,
    subject: 'Reset your Swapyard password',
    text: `${greeting}\n\n${line}\n\nChoose a new password: ${url}\n\n${footer}\n`,
    html: layout({ greeting, lines: [line], action: 'Choose a new password', url, footer }),
  };
}

/** Sent once per window when many sign-in attempts from many places hit the account (see sign-in-accounts.ts). */
export function signInAttemptsMail(to: string, name: string, url: string): MailMessage {
  const greeting = `Hi ${name || 'there'},`;
  const lines = [
    'In the last few minutes there were many sign-in attempts with wrong passwords on your Swapyard account, from several places.',
    'We slowed them down. You can still sign in as usual; if you signed in yourself, nothing changes.',
  ];
  const footer =
    "If it wasn't you, your password is still safe as long as it is not used elsewhere. To be sure, reset it from the sign-in screen and turn on two-step verification in your settings.";
  return {
    to,
    subject: 'Sign-in attempts on your Swapyard account',
    text: `${greeting}\n\n${lines.join('\n\n')}\n\nYour settings: ${url}\n\n${footer}\n`,
    html: layout({ greeting, lines, action: 'Open my settings', url, footer }),
  };
}
