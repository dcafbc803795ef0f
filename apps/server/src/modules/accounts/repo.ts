import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { accounts, devices } from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;
export type AccountPatch = Partial<
  Pick<
    AccountRow,
    | 'fullname'
    | 'address'
    | 'email'
    | 'birthday'
    | 'job'
    | 'gender'
    | 'cmnd'
    | 'avatarUrl'
    | 'area'
    | 'passwordHash'
    | 'passwordSetAt'
    | 'status'
  >
>;

/** Account statuses: `pending` until verified with a password, then `active`. */
export const AccountStatus = { pending: 'pending', active: 'active' } as const;

export async function findAccountByMsisdn(
  orm: Orm,
  msisdn: string,
  options: { forUpdate?: boolean } = {},
): Promise<AccountRow | undefined> {
  const query = orm.select().from(accounts).where(eq(accounts.msisdn, msisdn)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findAccountById(orm: Orm, id: number): Promise<AccountRow | undefined> {
  const [row] = await orm.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

/** Creates an account with `values`; undefined when `msisdn` is taken. */
export async function insertAccount(
  tx: Orm,
  values: typeof accounts.$inferInsert,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(accounts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  return row?.id;
}

/**
 * The account of `msisdn`, created as `pending` with `values` when missing (concurrent
 * creators end up with the same row).
 */
export async function findOrCreateAccount(
  tx: Orm,
  msisdn: string,
  values: Partial<typeof accounts.$inferInsert>,
  now: Date,
): Promise<AccountRow> {
  await tx
    .insert(accounts)
    .values({ status: AccountStatus.pending, ...values, msisdn, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: accounts.msisdn });
  const row = await findAccountByMsisdn(tx, msisdn, { forUpdate: true });
  if (!row) throw new Error(`account ${msisdn} vanished`);
  return row;
}

export async function updateAccount(
  orm: Orm,
  id: number,
  patch: AccountPatch,
  now: Date,
): Promise<AccountRow> {
  const [row] = await orm
    .update(accounts)
    .set({ ...patch, updatedAt: now })
    .where(eq(accounts.id, id))
    .returning();
  if (!row) throw new Error(`account ${id} vanished`);
  return row;
}

/** Records a device (the client's uuid) and what it says about itself. */
export async function upsertDevice(
  orm: Orm,
  device: { id: string; accountId?: number | null; info?: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await orm
    .insert(devices)
    .values({
      id: device.id,
      accountId: device.accountId ?? null,
      info: device.info ?? {},
      firstSeenAt: now,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({
      target: devices.id,
      set: {
        lastSeenAt: now,
        ...(device.accountId ? { accountId: device.accountId } : {}),
        ...(device.info ? { info: device.info } : {}),
      },
    });
}

/** Number of accounts (tests and the seed report use it). */
export async function countAccounts(orm: Orm): Promise<number> {
  const [row] = await orm.select({ n: sql<number>`count(*)::int` }).from(accounts);
  return row?.n ?? 0;
}
