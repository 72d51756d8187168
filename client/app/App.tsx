import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type BootResult, bootstrap } from '../session/bootstrap';
import { SessionProvider } from '../session/session-context';
import { BootFailureScreen, BootLoadingScreen } from './BootScreens';
import { router } from './router';

let booting: Promise<BootResult> | undefined;
/**
 * Startup runs once per page load, also under StrictMode's doubled effects; main.tsx starts it
 * while the language's catalog loads.
 */
export const bootOnce = () => {
  booting ??= bootstrap();
  return booting;
};

/** Shows the layout only after sign-in and the active tenant are loaded (platform.md §2 Layout). */
export function App() {
  const [boot, setBoot] = useState<BootResult | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    void bootOnce().then((result) => {
      if (!cancelled) setBoot(result);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!boot || boot.kind === 'redirecting') return <BootLoadingScreen />;
  if (boot.kind === 'failed') return <BootFailureScreen result={boot} />;
  return (
    <SessionProvider session={boot.session}>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
