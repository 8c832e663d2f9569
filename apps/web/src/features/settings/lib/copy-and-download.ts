import { toast } from '@/lib/toast';

/** Copies `text`, telling the member what happened (the clipboard may be refused outside a secure context). */
export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied', { description: `${what} copied to the clipboard.` });
  } catch {
    toast.error('Copy failed', { description: 'Select the text and copy it instead.' });
  }
}

/** Saves `text` as a file through the browser's download. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
