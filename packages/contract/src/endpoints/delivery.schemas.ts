import { bindEndpoints } from '../endpoint';
import {
  districtListSchema,
  districtQuerySchema,
  provinceListSchema,
  shipFeeBodySchema,
  shipFeeSchema,
} from '../delivery';
import { deliveryEndpoints } from './delivery';

/** The shapes of each delivery operation (server side: zod). */
export const deliverySchemas = {
  provinces: { response: provinceListSchema },
  districts: { query: districtQuerySchema, response: districtListSchema },
  shipFee: { body: shipFeeBodySchema, response: shipFeeSchema },
};
export type DeliverySchemas = typeof deliverySchemas;

/** The delivery operations with their schemas: what the server registers. */
export const deliveryApi = bindEndpoints(deliveryEndpoints, deliverySchemas);
