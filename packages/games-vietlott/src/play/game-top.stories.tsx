import type { Meta, StoryObj } from '@storybook/react-vite';
import { getProduct } from '@veso/domain';
import type { ProductId } from '@veso/domain';
import { createFakeFetch, liveDrawsHandler, offlineFetch, setupTestStore } from '@veso/shop-core';
import { gameToneStyle } from '@veso/ui-kit';
import { useId } from 'react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { GameTop } from './game-top';

/** A store whose calls `fetch` answers; the story sets its own widths (360 and 450 px). */
function withWideStore(fetch: typeof globalThis.fetch) {
  return function WideStoreDecorator(Story: () => ReactElement) {
    return (
      <Provider store={setupTestStore(undefined, { fetch })}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </Provider>
    );
  };
}

/** A game page's top, for one game, at 360 and 450 px side by side. */
function BothWidths({ product }: { product: ProductId }) {
  const info = getProduct(product);
  const titleId = useId();
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      {[360, 450].map((width) => (
        <section
          key={width}
          aria-labelledby={`${titleId}-${width}`}
          style={{ width, minWidth: width, ...gameToneStyle(info.calendar) }}
        >
          <GameTop titleId={`${titleId}-${width}`} info={info} editing={false} />
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'games-vietlott/Game top',
  component: BothWidths,
  args: { product: 'mega645' },
  decorators: [withWideStore(createFakeFetch(liveDrawsHandler()))],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BothWidths>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mega: Story = {};
export const Power: Story = { args: { product: 'power655' } };
export const Lotto535: Story = { args: { product: 'lotto535' } };
/** Keno: the running draw, the seconds to its cut-off and the last result. */
export const Keno: Story = { args: { product: 'keno' } };
/** No period on sale. */
export const Max3dNoPeriod: Story = { args: { product: 'max3d' } };
export const Offline: Story = { decorators: [withWideStore(offlineFetch())] };
