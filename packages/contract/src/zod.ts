import { z } from 'zod';

// The shells' CSP has no 'unsafe-eval': zod's object JIT probes `new Function` once, and a
// browser reports that probe as a CSP violation even though zod catches the throw (a
// DevTools issue; Lighthouse best practices). In a browser the schemas parse without the
// JIT; the server keeps it. Every schema of the contract imports `z` from here, so this
// runs before the first schema is built (package.json lists this file as having side effects).
if ('document' in globalThis) z.config({ jitless: true });

export { z };
