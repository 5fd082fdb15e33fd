// Server-rendered controls and the live app (decision 021): what is on screen before the app has taken over the page
// cannot act yet, so it either shows that it is not ready or hands what the user did to the app once it is.
import { useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page is the server's HTML (on the server and in the browser's hydrating render), true once the
 * app is live. A button rendered `disabled={!hydrated}` shows it cannot be pressed yet instead of ignoring a click.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Text typed into a server-rendered field before the app took over is still in the DOM: hand it to the app's state
 * when the field goes live, instead of letting the first render wipe it.
 */
export function useCarryTypedValue(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onChange: (value: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed && typed !== value) onChange(typed);
    // Only when the field goes live: later renders are the app's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
