const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** Every e-mail's plain, widely-rendered layout: one paragraph, one button, the raw link for clients that strip buttons. */
export function mailLayout(options: {
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
