import type { Me } from '@swapyard/domain/me';
import { Suspense, useState } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { AvatarButton } from './avatar-button';

const UserMenuDropdown = lazyWithPreload(() => import('./user-menu-dropdown'));

/**
 * The avatar menu. It is on every page for members, so its menu code (and sign-out) loads on first hover, focus
 * or press; then the real dropdown takes over, already open.
 */
export function UserMenu({ me }: { me: Me }) {
  const [activated, setActivated] = useState(false);
  const plain = (
    <AvatarButton
      me={me}
      onPointerEnter={UserMenuDropdown.preload}
      onFocus={UserMenuDropdown.preload}
      onClick={() => setActivated(true)}
    />
  );
  if (!activated) return plain;
  return (
    <Suspense fallback={plain}>
      <UserMenuDropdown me={me} />
    </Suspense>
  );
}
