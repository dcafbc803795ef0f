import { notify } from '../db/database';
import type { Database } from '../db/database';

/**
 * Resolves once every notification committed before the call has reached this database
 * handle's listeners: a probe sent now on another channel arrives after them (PostgreSQL
 * delivers in commit order on the handle's one listening connection; PGlite in process,
 * in order too).
 */
export async function notificationsDelivered(db: Database): Promise<void> {
  let heard!: () => void;
  const arrived = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const stop = await db.listen('probe', () => heard());
  try {
    await notify(db.orm, 'probe', '');
    await arrived;
  } finally {
    await stop();
  }
}
