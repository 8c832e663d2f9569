import { appRoutes } from '@swapyard/domain/routes';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  supportTexts,
} from '@swapyard/domain/support';
import { LifeBuoy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useSendSupportMessage } from '../api/send-support-message';

/**
 * The Help page's Contact Support: a member writes to the support team, whose address receives it by e-mail
 * (docs/product/help.md); a visitor is asked to sign in first, so the team knows whom to answer.
 */
export function ContactSupportCard() {
  const me = useMe();
  return (
    <Card>
      <CardHeader>
        <LifeBuoy aria-hidden className="mb-2 size-6 text-primary dark:text-brand" />
        <CardTitle>Contact Support</CardTitle>
        <CardDescription>Send us a message and we will get back to you by e-mail.</CardDescription>
      </CardHeader>
      <CardContent>
        {me.isPending ? null : me.data ? <ContactForm email={me.data.user.email} /> : <SignInFirst />}
      </CardContent>
    </Card>
  );
}

function SignInFirst() {
  const location = useLocation();
  return (
    <p className="text-sm text-muted-foreground">
      <Link
        to={appRoutes.auth}
        state={{ from: location.pathname }}
        className="font-semibold text-primary underline underline-offset-4 dark:text-brand"
      >
        Sign in
      </Link>{' '}
      to write to us, so we know where to send the answer.
    </p>
  );
}

function ContactForm({ email }: { email: string }) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});
  const send = useSendSupportMessage();
  const messageId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      subject: subject.trim() ? undefined : supportTexts.subjectRequired,
      message: message.trim() ? undefined : supportTexts.messageRequired,
    };
    setErrors(problems);
    if (problems.subject || problems.message) return;
    send.mutate(
      { subject: subject.trim(), message: message.trim() },
      {
        onSuccess: () => {
          toast.success(supportTexts.sent, { description: supportTexts.sentDescription });
          setSubject('');
          setMessage('');
        },
        onError: (error) => toast.error('Message not sent', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label="Subject"
        value={subject}
        maxLength={SUPPORT_SUBJECT_MAX_LENGTH}
        onChange={(event) => {
          setSubject(event.target.value);
          setErrors((shown) => ({ ...shown, subject: undefined }));
        }}
        error={errors.subject}
      />
      <div className="grid gap-2">
        <Label htmlFor={messageId}>Message</Label>
        <textarea
          id={messageId}
          value={message}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          onChange={(event) => {
            setMessage(event.target.value);
            setErrors((shown) => ({ ...shown, message: undefined }));
          }}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          className="min-h-28 w-full rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
        />
        {errors.message ? (
          <p id={`${messageId}-error`} role="alert" className="text-sm text-danger dark:text-red-400">
            {errors.message}
          </p>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">We will reply to {email}.</p>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? <Spinner className="size-4" /> : null}
        Send message
      </Button>
    </form>
  );
}
