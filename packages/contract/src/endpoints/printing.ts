// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { orderPaths } from '../orders/paths';
import type { PrintingSchemas } from './printing.schemas';

/** Printed tickets (spec §7 History), under the main base. */
export const printingEndpoints = defineEndpoints<PrintingSchemas>()({
  ticketImage: {
    method: 'GET',
    base: 'main',
    path: orderPaths.ticketImage,
    session: 'required',
    tags: ['orders'],
    summary: 'The printed ticket’s image (SVG), for its buyer (or a paying group member) only',
    description:
      'Answers the image itself (`image/svg+xml`, not the JSON envelope); refusals are the error envelope. `Ticket.imagePath` is this path once the ticket is printed.',
    produces: ['image/svg+xml'],
  },
});
