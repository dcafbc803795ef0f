import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, errorResponse } from '@veso/shop-core';
import { deliveryChosen } from '../state/order-flow';
import { megaTicket, single, withCartStory } from '../test/fixtures';
import { DeliveryPage } from './delivery-page';

const fetch = createFakeFetch(() => errorResponse(-1, 503));

function withStore(ship: boolean) {
  return withCartStory(
    fetch,
    [megaTicket([single([3, 11, 19, 25, 38, 44])])],
    '/hinh-thuc-nhan-ve',
    (store) => {
      if (ship) store.dispatch(deliveryChosen(0));
    },
  );
}

const meta = {
  title: 'checkout/Delivery page',
  component: DeliveryPage,
  parameters: { providers: withStore(false) },
} satisfies Meta<typeof DeliveryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HoldByAgent: Story = {};
export const Ship: Story = { parameters: { providers: withStore(true) } };
