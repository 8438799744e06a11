// The exit confirmation of spec section 2: a screen with unsaved input asks before it is left, whether by a
// link or the browser's back button (the router's blocker), by closing or reloading the tab (the browser's own
// prompt), or by the screen's own back button (confirmExit).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-admin';
import { YaTidak } from './YaTidak';

export function useExitConfirm(when: boolean): { confirmExit: (leave: () => void) => void; dialog: ReactNode } {
  const blocker = useBlocker(when);
  const [leaving, setLeaving] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const confirmExit = useCallback((leave: () => void) => (when ? setLeaving(() => leave) : leave()), [when]);

  const blocked = blocker.state === 'blocked';
  const stay = () => {
    if (blocked) blocker.reset?.();
    setLeaving(null);
  };
  const leave = () => {
    if (blocked) return blocker.proceed?.();
    const action = leaving;
    setLeaving(null);
    action?.();
  };

  const dialog = (
    <YaTidak
      isOpen={blocked || !!leaving}
      title="kilau.shared.exit_title"
      content="kilau.shared.exit_confirm"
      onConfirm={leave}
      onClose={stay}
    />
  );
  return { confirmExit, dialog };
}

/** For screens that only need leaving by navigation guarded. */
export function ExitConfirm({ when }: { when: boolean }) {
  return <>{useExitConfirm(when).dialog}</>;
}
