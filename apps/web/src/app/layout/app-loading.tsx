import { Logo } from './logo';

/** Shown only on the very first load, while the first page's code arrives. */
export function AppLoading() {
  return (
    <div
      className="flex min-h-dvh items-center justify-center"
      aria-busy="true"
      aria-label="Loading Swapyard"
    >
      <div className="animate-pulse">
        <Logo />
      </div>
    </div>
  );
}
