// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { deliveryPaths } from '../delivery-paths';
import type { DeliverySchemas } from './delivery.schemas';

const tags = ['delivery'];

/** Paper-ticket delivery under the main base (spec §7 Orders and payment): public lookups. */
export const deliveryEndpoints = defineEndpoints<DeliverySchemas>()({
  provinces: {
    method: 'GET',
    base: 'main',
    path: deliveryPaths.provinces,
    session: 'none',
    tags,
    summary: 'The 34 province-level units a paper ticket can be shipped to',
  },
  districts: {
    method: 'GET',
    base: 'main',
    path: deliveryPaths.districts,
    session: 'none',
    tags,
    summary: 'The delivery zones of a province (districts were abolished in 2025)',
  },
  shipFee: {
    method: 'POST',
    base: 'main',
    path: deliveryPaths.shipFee,
    session: 'none',
    tags,
    summary: 'The ship fee of an order of `amount` to a province and zone',
  },
});
