import { MessageCircle } from 'lucide-react';
import { Suspense, useState } from 'react';
import { IconButton } from '@/components/icon-button';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

const MessagesScreen = lazyWithPreload(() => import('./messages-screen'));

/**
 * The header's messages entry with the total unread direct-message count. Messaging arrives in a later issue, so
 * the count is zero for now and no badge shows.
 */
export function MessagesButton({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [activated, setActivated] = useState(false);
  const unreadCount = 0;
  return (
    <>
      <IconButton
        aria-label="Messages"
        aria-haspopup="dialog"
        count={unreadCount}
        onPointerEnter={MessagesScreen.preload}
        onFocus={MessagesScreen.preload}
        onClick={() => {
          setActivated(true);
          setOpen(true);
        }}
      >
        <MessageCircle aria-hidden />
      </IconButton>
      {activated ? (
        <Suspense fallback={null}>
          <MessagesScreen open={open} onOpenChange={setOpen} signedIn={signedIn} />
        </Suspense>
      ) : null}
    </>
  );
}
