import { createElement, Suspense, use, useState } from 'react';
import type { ComponentType, JSX, ReactNode } from 'react';
import { useDataLayer } from '../frame/frame-context';

export type DataIslandProps = {
  /** What needs the store: rendered inside `<Provider store>` once the data layer is ready. */
  children: ReactNode;
  /** What shows before (and while a lazy island's code loads); nothing by default. */
  fallback?: ReactNode;
};

/**
 * A part of the frame that needs Redux. The frame renders without the store; an island
 * shows `fallback` until the data layer has loaded, then its children with the store.
 * Several islands share the one store. It is no Suspense boundary: a server-rendered page
 * is then hydrated in one pass, so nothing that follows hydration (the customer's session,
 * the webview's sign-on) can reach a part not hydrated yet.
 */
export function DataIsland({ children, fallback = null }: DataIslandProps) {
  const layer = useDataLayer();
  if (!layer) return fallback;
  return <layer.Provider>{children}</layer.Provider>;
}

/** The prop every lazy island adds to its component's props. */
export type IslandFallbackProps = {
  /** What shows until the data layer and the island's code are ready; nothing by default. */
  fallback?: ReactNode;
};

/** A promise that says when it is settled, which React's `use` reads without suspending. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** Every lazy island's loader, so a hydrating page can load them before it starts. */
const islandLoaders = new Set<() => Promise<unknown>>();

/** How many lazy islands are defined so far (the server renders again when it grows). */
export function definedIslands(): number {
  return islandLoaders.size;
}

/**
 * Loads the code of every lazy island defined so far (and of those their code defines).
 * The server calls it before rendering a page and the browser before hydrating it: both
 * then render the islands without a Suspense boundary, so the page hydrates in one pass.
 * (A boundary still waiting for its code stays unhydrated, and an update above it before
 * the code arrives makes React drop its markup for the fallback, or hydrate it with the
 * newer state and fail on the mismatch.)
 */
export async function loadIslands(): Promise<void> {
  let count: number;
  do {
    count = islandLoaders.size;
    await Promise.all([...islandLoaders].map((load) => load()));
  } while (islandLoaders.size !== count);
}

/**
 * An island whose component is imported only when the data layer is ready, so its
 * Redux code (react-redux hooks, RTK Query endpoints) stays out of the frame's download:
 * `const Toasts = lazyIsland(() => import('./toast-host').then((m) => m.ToastHost));`.
 * The returned component takes the component's props plus the island's `fallback`. Once
 * its code is loaded (see `loadIslands`) it renders without suspending.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & IslandFallbackProps> {
  let loading: TrackedPromise<ComponentType<P>> | undefined;
  const loadOnce = (): TrackedPromise<ComponentType<P>> => {
    if (!loading) {
      const promise: TrackedPromise<ComponentType<P>> = load().then((component) => {
        promise.status = 'fulfilled';
        promise.value = component;
        return component;
      });
      // A failed load may be tried again by the next render (a flaky network).
      promise.catch(() => {
        if (loading === promise) loading = undefined;
      });
      loading = promise;
    }
    return loading;
  };
  islandLoaders.add(loadOnce);
  function Island(props: P) {
    // The module's own component: the same one on every render of every island instance.
    const component = use<ComponentType<P>>(loadOnce() as Promise<ComponentType<P>>);
    return createElement(component, props as P & JSX.IntrinsicAttributes);
  }
  function LazyIsland({ fallback = null, ...props }: P & IslandFallbackProps) {
    // Decided once per mount, so the tree keeps its shape: with the code loaded (a page the
    // server rendered, which loads it first, or a later mount) the island renders at once;
    // otherwise a boundary shows `fallback` while the code loads.
    const [loaded] = useState(() => loading?.status === 'fulfilled');
    const island = <Island {...(props as unknown as P)} />;
    return (
      <DataIsland fallback={fallback}>
        {loaded ? island : <Suspense fallback={fallback}>{island}</Suspense>}
      </DataIsland>
    );
  }
  return LazyIsland;
}
