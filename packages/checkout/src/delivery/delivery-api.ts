import { baseApi, fromEndpoint } from '@veso/api-client';
import { deliveryEndpoints } from '@veso/contract/endpoints/delivery';
import type { ShipFeeBody } from '@veso/contract';
import { selectCartItems, useAppSelector } from '@veso/shop-core';
import { skipToken } from '@reduxjs/toolkit/query';
import { checkoutItems } from '../shared';
import { DELIVERY_SHIP, selectOrderFlow } from '../state/order-flow';

/**
 * Paper-ticket delivery lookups (spec §7): the provinces, a province's delivery zones and
 * the server's ship fee quote. Reads are `silent`: the screens show their own states.
 */
export const deliveryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShipProvinces: build.query(fromEndpoint(deliveryEndpoints.provinces, { silent: true })),
    getShipDistricts: build.query(
      fromEndpoint(
        deliveryEndpoints.districts,
        (provinceId: string) => ({ query: { provinceId } }),
        { silent: true },
      ),
    ),
    getShipFee: build.query(
      fromEndpoint(deliveryEndpoints.shipFee, (body: ShipFeeBody) => ({ body }), { silent: true }),
    ),
  }),
});

export const { useGetShipProvincesQuery, useGetShipDistrictsQuery, useGetShipFeeQuery } =
  deliveryApi;

/**
 * The ship fee of the cart to the chosen province and zone, as the server quotes it
 * (skipped while the tickets are held or the place is incomplete).
 */
export function useCartShipFee() {
  const { total: amount } = checkoutItems(useAppSelector(selectCartItems));
  const { deliveryType, shipArea } = useAppSelector(selectOrderFlow);
  const ship = deliveryType === DELIVERY_SHIP;
  const { provinceId, districtId } = shipArea;
  const args =
    ship && provinceId !== null && districtId !== null
      ? { provinceId, districtId, amount }
      : skipToken;
  const query = useGetShipFeeQuery(args);
  return { ship, ready: args !== skipToken, amount, query };
}
