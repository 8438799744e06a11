// A component loaded on demand, like React.lazy, that draws at once when its code is already here. React.lazy
// suspends on its first render even then, and React holds back what a Suspense boundary reveals until 300 ms after
// its last fallback: a screen loaded at start (src/main.tsx) would wait for that throttle for nothing.
import { createElement, use, type ComponentType, type FunctionComponent } from 'react';

export interface Preloadable<P extends object> extends FunctionComponent<P> {
  /** Starts loading the code, once; the component then draws without suspending. */
  preload: () => Promise<unknown>;
}

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => ((loaded = m.default), m),
      (e: unknown) => {
        // A failed download is tried again the next time the screen is opened.
        loading = undefined;
        throw e;
      },
    ));
  const Component = (props: P) => createElement(loaded ?? use(preload()).default, props);
  return Object.assign(Component, { preload });
}
