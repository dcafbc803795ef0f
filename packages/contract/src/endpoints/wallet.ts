// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { walletPaths } from '../wallet-paths';
import type { WalletSchemas } from './wallet.schemas';

/** The signed-in customer's statement under the main base (JSON paged, or CSV). */
export const walletEndpoints = defineEndpoints<WalletSchemas>()({
  statement: {
    method: 'GET',
    base: 'main',
    path: walletPaths.statement,
    session: 'required',
    tags: ['wallet'],
    summary: 'Every ledger movement of the signed-in customer; format=csv downloads it',
    // `format=csv`: the whole filtered statement as a CSV download instead of the envelope.
    produces: ['application/json', 'text/csv'],
  },
});
