import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { ShopApp } from './create-shop';
import type { ShopOptions } from './create-shop';

/**
 * Renders the shop into a shell's `#root`. The first render is a transition, so React
 * builds the page in short slices (yielding to input) instead of one long task.
 */
export function mountShop(container: Element, options: ShopOptions): Root {
  const root = createRoot(container);
  startTransition(() => {
    root.render(<ShopApp {...options} />);
  });
  return root;
}

/**
 * Renders `node` into its own root at `container`, for islands outside the shop's tree
 * (the installed app's bar): they reuse this chunk's React DOM instead of splitting it out.
 */
export function mountIsland(container: Element, node: ReactNode): Root {
  const root = createRoot(container);
  root.render(node);
  return root;
}
