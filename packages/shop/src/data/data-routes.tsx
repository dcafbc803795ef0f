import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import { DataIsland } from './data-island';
import type { DataLayerLoader } from './data-layer-loader';

function DataOutlet() {
  return (
    <DataIsland>
      <Outlet />
    </DataIsland>
  );
}

/**
 * Puts pages that use Redux (every feature's routes) under one pathless route whose
 * `lazy` loads the data layer. The router loads it in parallel with the page's own lazy
 * chunk and renders neither before both are in, so no such page renders without its
 * store. The route is there even without pages yet: the features' pages are added to it
 * when the router discovers them (it has an `id` to patch).
 */
export function withDataLayer(
  id: string,
  data: DataLayerLoader,
  children: RouteObject[],
): RouteObject[] {
  return [
    {
      id,
      lazy: async () => {
        await data.load();
        return { Component: DataOutlet };
      },
      children,
    },
  ];
}
