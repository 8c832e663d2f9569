import { mailLayout as layout, type MailMessage } from '../../platform/mail/index.ts';

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
