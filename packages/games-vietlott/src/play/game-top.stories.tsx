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

/** A store whose calls `fetch` answers; the story sets its own width (360 or 450 px). */
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

/**
 * A game page's top, for one game, at one width: 360 px (the narrowest supported) or 450 px
 * (the frame's widest). One per story: a page has one top, and two side by side would
 * repeat its landmarks.
 */
function AtWidth({ product, width }: { product: ProductId; width: 360 | 450 }) {
  const info = getProduct(product);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      style={{ width, minWidth: width, ...gameToneStyle(info.calendar) }}
    >
      <GameTop titleId={titleId} info={info} editing={false} />
    </section>
  );
}

const meta = {
  title: 'games-vietlott/Game top',
  component: AtWidth,
  args: { product: 'mega645', width: 360 },
  parameters: {
    layout: 'fullscreen',
    providers: withWideStore(createFakeFetch(liveDrawsHandler())),
  },
} satisfies Meta<typeof AtWidth>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mega: Story = {};
export const Mega450: Story = { args: { width: 450 } };
export const Power: Story = { args: { product: 'power655' } };
export const Lotto535: Story = { args: { product: 'lotto535' } };
/** Keno: the running draw, the seconds to its cut-off and the last result. */
export const Keno: Story = { args: { product: 'keno' } };
export const Keno450: Story = { args: { product: 'keno', width: 450 } };
/** No period on sale. */
export const Max3dNoPeriod: Story = { args: { product: 'max3d' } };
export const Offline: Story = { parameters: { providers: withWideStore(offlineFetch()) } };
