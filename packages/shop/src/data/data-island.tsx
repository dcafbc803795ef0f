import { lazy, Suspense } from 'react';
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
 * Several islands share the one store.
 */
export function DataIsland({ children, fallback = null }: DataIslandProps) {
  const layer = useDataLayer();
  if (!layer) return fallback;
  return (
    <layer.Provider>
      <Suspense fallback={fallback}>{children}</Suspense>
    </layer.Provider>
  );
}

/** The prop every lazy island adds to its component's props. */
export type IslandFallbackProps = {
  /** What shows until the data layer and the island's code are ready; nothing by default. */
  fallback?: ReactNode;
};

/**
 * An island whose component is imported only when the data layer is ready, so its
 * Redux code (react-redux hooks, RTK Query endpoints) stays out of the frame's download:
 * `const Toasts = lazyIsland(() => import('./toast-host').then((m) => m.ToastHost));`.
 * The returned component takes the component's props plus the island's `fallback`.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & IslandFallbackProps> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyIsland({ fallback = null, ...props }: P & IslandFallbackProps) {
    return (
      <DataIsland fallback={fallback}>
        <Lazy {...(props as unknown as P & JSX.IntrinsicAttributes)} />
      </DataIsland>
    );
  }
  return LazyIsland;
}
