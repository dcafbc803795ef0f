import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
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
