import { bindEndpoints } from '../endpoint';
import { z } from '../zod';
import { ticketImageParamsSchema } from '../orders/tickets';
import { printingEndpoints } from './printing';

/** The shapes of each printing operation (server side: zod). */
export const printingSchemas = {
  /** The answer is the SVG document itself (`produces`), not an envelope. */
  ticketImage: { params: ticketImageParamsSchema, response: z.string() },
};
export type PrintingSchemas = typeof printingSchemas;

/** The printing operations with their schemas: what the server registers. */
export const printingApi = bindEndpoints(printingEndpoints, printingSchemas);
