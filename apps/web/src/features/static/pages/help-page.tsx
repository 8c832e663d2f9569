import { PLACES_TEXTS } from '@swapyard/domain/places';
import { CircleHelp } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { ContactSupportCard } from '@/features/support';

const faq = [
  {
    q: 'How does swapping work?',
    a: 'Offer one of your items, with cash on top if you like, for someone else’s item. They accept or decline.',
  },
  {
    q: 'I signed up but cannot sign in.',
    a: 'Open the confirmation link we e-mailed you first. Your account is ready once the address is confirmed.',
  },
  {
    q: 'Who sees where I am?',
    a: 'Other members see the city on your profile and on your listings, never more exactly, and nothing at all when you turn Location Sharing off in Settings.',
  },
  {
    q: 'I forgot my password.',
    a: 'On the sign-in screen choose “Forgot password?” and we will e-mail you a link to choose a new one.',
  },
];

/**
 * /help: the FAQ and Contact Support. There is no Live Chat card: there is no live chat to lead to; Contact Support
 * mails the support team (docs/product/help.md).
 */
export default function HelpPage() {
  return (
    <Page title="Help" description="Answers to common questions, and how to reach us.">
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CircleHelp aria-hidden className="mb-2 size-6 text-primary dark:text-brand" />
            <CardTitle>FAQ</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {faq.map(({ q, a }) => (
              <div key={q} className="grid gap-1">
                <h3 className="font-medium">{q}</h3>
                <p className="text-sm text-muted-foreground">{a}</p>
              </div>
            ))}
          </CardContent>
        </Card>
        <div className="grid content-start gap-4">
          <ContactSupportCard />
        </div>
      </div>
      <p className="mt-6 text-xs text-muted-foreground">{PLACES_TEXTS.attribution}</p>
    </Page>
  );
}
