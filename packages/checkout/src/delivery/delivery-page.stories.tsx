import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, errorResponse } from '@veso/shop-core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { deliveryChosen } from '../state/order-flow';
import { megaTicket, single, storeWithCart } from '../test/fixtures';
import { DeliveryPage } from './delivery-page';

const fetch = createFakeFetch(() => errorResponse(-1, 503));

function withStore(ship: boolean) {
  return (Story: () => React.JSX.Element) => {
    const store = storeWithCart(fetch, [megaTicket([single([3, 11, 19, 25, 38, 44])])]);
    if (ship) store.dispatch(deliveryChosen(0));
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={['/hinh-thuc-nhan-ve']}>
          <div style={{ maxWidth: 360 }}>
            <Story />
          </div>
        </MemoryRouter>
      </Provider>
    );
  };
}

const meta = {
  title: 'checkout/Delivery page',
  component: DeliveryPage,
  decorators: [withStore(false)],
} satisfies Meta<typeof DeliveryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HoldByAgent: Story = {};
export const Ship: Story = { decorators: [withStore(true)] };
