import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/lib/toast';
import { authMessages } from '@swapyard/domain/auth';
import { errorMessage } from '@/lib/errors';
import { useMe } from '../api/get-me';
import { AuthLayout } from '../components/auth-layout';
import { CheckEmailPanel } from '../components/check-email-panel';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { SignedInPanel } from '../components/signed-in-panel';
import { TwoFactorForm } from '../components/two-factor-form';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

type Tab = 'sign-in' | 'sign-up';
type View =
  | { name: 'tabs' }
  | { name: 'forgot'; email: string }
  | { name: 'two-factor' }
  | { name: 'completing' }
  | { name: 'check-email'; email: string };

/** /auth (docs/product/accounts.md): sign in or sign up, with recovery and two-factor as steps in the same card. */
export default function AuthPage() {
  const me = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';
  const [view, setView] = useState<View>({ name: 'tabs' });
  const completeSignIn = useCompleteSignIn();
  const routeSignedInMember = () => {
    setView({ name: 'completing' });
    completeSignIn().catch((error: unknown) => {
      toast.error(authMessages.signInFailed, { description: errorMessage(error) });
      setView({ name: 'tabs' });
    });
  };
  const backToSignIn = () => {
    setView({ name: 'tabs' });
    setSearchParams({}, { replace: true, preventScrollReset: true });
  };

  // While a sign-in routes the member on, show progress rather than flashing the signed-in panel.
  if (me.isPending || view.name === 'completing') {
    return (
      <AuthLayout>
        <div className="flex justify-center py-10 text-muted-foreground">
          <Spinner label={view.name === 'completing' ? 'Signing in...' : 'Loading...'} />
        </div>
      </AuthLayout>
    );
  }

  // Keep showing the two-factor step while its sign-in completes, instead of flashing the signed-in panel.
  if (me.data && view.name === 'tabs') {
    return (
      <AuthLayout>
        <SignedInPanel me={me.data} />
      </AuthLayout>
    );
  }

  if (view.name === 'forgot') {
    return (
      <AuthLayout>
        <ForgotPasswordForm initialEmail={view.email} onBack={backToSignIn} />
      </AuthLayout>
    );
  }
  if (view.name === 'two-factor') {
    return (
      <AuthLayout>
        <TwoFactorForm onBack={backToSignIn} />
      </AuthLayout>
    );
  }
  if (view.name === 'check-email') {
    return (
      <AuthLayout>
        <CheckEmailPanel email={view.email} onDone={backToSignIn} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout heading="Welcome to Swapyard" intro="Swap, sell and discover pre-loved finds.">
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === 'sign-up' ? { tab: 'sign-up' } : {}, {
            replace: true,
            preventScrollReset: true,
          })
        }
      >
        <TabsList className="mb-6 grid w-full grid-cols-2">
          <TabsTrigger value="sign-in">Sign In</TabsTrigger>
          <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in">
          <SignInForm
            onForgotPassword={(email) => setView({ name: 'forgot', email })}
            onTwoFactorRequired={() => setView({ name: 'two-factor' })}
            onSignedIn={routeSignedInMember}
          />
        </TabsContent>
        <TabsContent value="sign-up">
          <SignUpForm onSignedUp={(email) => setView({ name: 'check-email', email })} />
        </TabsContent>
      </Tabs>
    </AuthLayout>
  );
}
