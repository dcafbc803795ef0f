import { CONTENT_KEYS } from '@veso/contract';
import { describe, expect, it } from 'vitest';
import { defaultAppConfig } from '../modules/catalog/default-config';
import { APP_CONFIG_KEY, readSetting } from '../modules/catalog/repo';
import { checkLedger } from '../modules/wallet/ledger';
import { emptyTestDbs } from '../test/test-app';
import type { SqlSession } from './database';
import { migrateFiles, migrationFiles, readCatalog } from './migration-test-kit';
import { migrate } from './migrator';
import { accounts, ledgerAccounts } from './schema';
import { orderPayments, orders, tickets } from './schema-orders';
import { seed } from '../seed';

/**
 * A database of the previous release, with its customers' data, upgrades in place: the
 * migrator applies only the newer files, every row stays as it was, and the result is the
 * database a new install gets (on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set).
 */

/** The last migration of the previous release (what real databases already ran). */
const PREVIOUS_RELEASE_LAST = '0008_order_indexes.sql';

const emptyDb = emptyTestDbs();

const MSISDN = '84912345678';
const ACCOUNT = `(SELECT id FROM accounts WHERE msisdn = '${MSISDN}')`;
const MAIN = `(SELECT 'main:' || id FROM accounts WHERE msisdn = '${MSISDN}')`;
const ORDER = `(SELECT id FROM orders WHERE request_id = '1772589600001')`;

/**
 * A customer as the previous release stored one: signed in on a device, linked to a
 * wallet partner, topped up 100 000 đ and bought a Mega 6/45 ticket of 30 000 đ (the
 * ledger balanced), a result and a jackpot of the draw before, limits, a notification.
 */
const PREVIOUS_RELEASE_ROWS = `
  INSERT INTO accounts (msisdn, password_hash, password_set_at, status, fullname, birthday,
      gender, created_at, updated_at)
    VALUES ('${MSISDN}', 'scrypt$c2FsdA$aGFzaA', '2026-03-01T02:00:00Z', 'active',
      'Nguyễn Văn An', '1990-05-17', 'male', '2026-03-01T02:00:00Z', '2026-03-01T02:00:00Z');
  INSERT INTO devices (id, account_id, info)
    VALUES ('9f2c1d0e', ${ACCOUNT}, '{"os": "Android 14", "browser": "Chrome"}');
  INSERT INTO sessions (account_id, token_hash, device_id, created_at, expires_at)
    VALUES (${ACCOUNT}, 'c0ffee', '9f2c1d0e', '2026-03-04T02:00:00Z', '2026-04-03T02:00:00Z');
  INSERT INTO embed_partners (source) VALUES ('momo');
  INSERT INTO wallet_links (source, mid, account_id) VALUES ('momo', 'MID-778', ${ACCOUNT});
  INSERT INTO idempotency_keys (account_id, call, request_id, response)
    VALUES ('${MSISDN}', 'order/confirm', '1772589600002', '{"code": 0}');

  INSERT INTO payments (id, account_id, request_id, method, gateway, amount, status,
      gateway_ref, created_at, expires_at, settled_at)
    VALUES ('pay_top_up', ${ACCOUNT}, '1772589000000', 'atm', 'sandbox', 100000, 'paid', 'GW-1',
      '2026-03-04T02:30:00Z', '2026-03-04T02:45:00Z', '2026-03-04T02:31:00Z');
  INSERT INTO ledger_accounts (id, owner_id, kind, allow_negative, balance)
    VALUES (${MAIN}, ${ACCOUNT}, 'main', false, 70000),
      ('system:gateway', NULL, 'system:gateway', true, 0),
      ('system:ticket_sales', NULL, 'system:ticket_sales', true, 0);
  INSERT INTO ledger_transactions (kind, ref, created_at)
    VALUES ('topup', 'payment:pay_top_up', '2026-03-04T02:31:00Z');
  INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, created_at)
    SELECT t.id, e.account, e.amount, t.created_at
    FROM ledger_transactions t, (VALUES (${MAIN}, 100000), ('system:gateway', -100000))
      AS e(account, amount)
    WHERE t.ref = 'payment:pay_top_up';

  INSERT INTO draw_periods (product, draw_code, draw_at, sales_close_at, status, created_at)
    VALUES ('mega645', '01480', '2026-03-04T11:00:00Z', '2026-03-04T10:30:00Z', 'open',
      '2026-02-25T00:00:00Z'),
    ('mega645', '01479', '2026-03-01T11:00:00Z', '2026-03-01T10:30:00Z', 'drawn',
      '2026-02-22T00:00:00Z');
  INSERT INTO draw_results (product, draw_code, draw_date, numbers, source, created_at)
    VALUES ('mega645', '01479', '2026-03-01', '[[3, 11, 19, 24, 37, 42]]', 'import',
      '2026-03-01T11:30:00Z');
  INSERT INTO jackpot_pools (product, draw_code, jackpot, won, won2, created_at)
    VALUES ('mega645', '01479', 15000000000, false, false, '2026-03-01T11:30:00Z');

  INSERT INTO orders (account_id, request_id, state, buy_type, delivery_type, ship_type,
      channel, payment_vendor, cutoff_policy, amount, ship_fee, customer_info, pay_request_id,
      created_at, expires_at, paid_at)
    VALUES (${ACCOUNT}, '1772589600001', 'paid', 1, 1, 0, 'web', 1, 'next', 30000, 0,
      '{"name": "Nguyễn Văn An"}', '1772589600002', '2026-03-04T03:00:00Z',
      '2026-03-04T03:15:00Z', '2026-03-04T03:01:00Z');
  INSERT INTO order_items (order_id, position, product, number_infos, lines, periods,
      draw_codes, price)
    VALUES (${ORDER}, 0, 'mega645', '[{"numbers": [1, 2, 3, 4, 5, 6]}]', 3, 1,
      '[{"drawCode": "01480"}]', 30000);
  INSERT INTO tickets (order_id, item_id, account_id, product, draw_code, draw_at,
      sales_close_at, price, status, created_at)
    SELECT ${ORDER}, id, ${ACCOUNT}, 'mega645', '01480', '2026-03-04T11:00:00Z',
      '2026-03-04T10:30:00Z', 30000, 0, '2026-03-04T03:01:00Z'
    FROM order_items WHERE order_id = ${ORDER};
  INSERT INTO ledger_transactions (kind, ref, created_at)
    SELECT 'order.pay', 'order:' || ${ORDER}, '2026-03-04T03:01:00Z';
  INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount, created_at)
    SELECT t.id, e.account, e.amount, t.created_at
    FROM ledger_transactions t, (VALUES (${MAIN}, -30000), ('system:ticket_sales', 30000))
      AS e(account, amount)
    WHERE t.kind = 'order.pay';
  INSERT INTO payments (id, account_id, request_id, method, gateway, amount, status,
      created_at, expires_at)
    VALUES ('pay_embed', ${ACCOUNT}, '1772589700000', 'wallet', 'momo', 30000, 'expired',
      '2026-03-04T02:59:00Z', '2026-03-04T03:14:00Z');
  INSERT INTO order_payments (payment_id, order_id, account_id, created_at)
    VALUES ('pay_embed', ${ORDER}, ${ACCOUNT}, '2026-03-04T02:59:00Z');
  INSERT INTO notifications (account_id, kind, title, body, order_id, created_at)
    VALUES (${ACCOUNT}, 'printed', 'Vé đã in', 'Vé Mega 6/45 kỳ #01480 đã được in.',
      ${ORDER}, '2026-03-04T04:00:00Z');
  INSERT INTO play_limits (account_id, daily_limit, updated_at)
    VALUES (${ACCOUNT}, 500000, '2026-03-02T00:00:00Z');
`;

/** Every row of every table (but the migrator's), as JSON, in a stable order. */
async function dumpRows(session: SqlSession, tables: string[]): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const table of tables.sort()) {
    const rows = await session.query<{ row: unknown }>(
      `SELECT to_jsonb(t) AS row FROM "${table}" t ORDER BY to_jsonb(t)::text`,
    );
    dump[table] = rows.map((r) => r.row);
  }
  return dump;
}

describe('upgrading from the previous release', () => {
  it('keeps the data and ends with the schema of a new install', async () => {
    const files = await migrationFiles();
    const previous = files.filter((f) => f <= PREVIOUS_RELEASE_LAST);
    expect(previous).toHaveLength(9);
    expect(previous.at(-1)).toBe(PREVIOUS_RELEASE_LAST);

    const db = await emptyDb();
    expect((await migrateFiles(db, previous)).applied).toEqual(previous);
    await db.withSession((s) => s.exec(PREVIOUS_RELEASE_ROWS));
    await db.withSession((s) =>
      s.query('INSERT INTO app_settings (key, value) VALUES ($1, $2)', [
        APP_CONFIG_KEY,
        JSON.stringify({ ...defaultAppConfig(), supportPhone: '1900 9999' }),
      ]),
    );
    const tablesBefore = Object.keys((await readCatalog(db)).tables);
    const before = await db.withSession((s) => dumpRows(s, tablesBefore));
    expect(before.ledger_entries).toHaveLength(4);

    // What the server does on start: migrate, then seed.
    expect(await migrate(db)).toEqual({
      applied: files.filter((f) => f > PREVIOUS_RELEASE_LAST),
      skipped: previous,
    });
    // The content added since that release (0015) is seeded; the operator's config is kept.
    expect(await seed(db)).toEqual({
      inserted: [...CONTENT_KEYS].sort().map((key) => `content:${key}`),
    });

    // Every row is still there with every value it had (new columns may be added).
    const after = await db.withSession((s) => dumpRows(s, tablesBefore));
    for (const table of tablesBefore) {
      expect(after[table], table).toHaveLength(before[table]!.length);
      expect(after[table], table).toMatchObject(before[table]!);
    }
    expect(await readSetting(db.orm, APP_CONFIG_KEY)).toMatchObject({ supportPhone: '1900 9999' });
    expect(await checkLedger(db.orm)).toEqual([]);

    // The current code reads and writes them.
    const [order] = await db.orm.select().from(orders);
    expect(order).toMatchObject({ state: 'paid', amount: 30000, shipFee: 0 });
    expect(await db.orm.select().from(tickets)).toHaveLength(1);
    expect(await db.orm.select().from(orderPayments)).toMatchObject([{ orderPaid: false }]);
    const main = (await db.orm.select().from(ledgerAccounts)).find((a) => a.kind === 'main');
    expect(main?.balance).toBe(70000n);
    const [added] = await db.orm
      .insert(accounts)
      .values({ msisdn: '84987654321' })
      .returning({ id: accounts.id });
    expect(added?.id).toBeGreaterThan(order?.accountId ?? Infinity);
    // The raw SQL of the migrations still guards the results.
    await expect(
      db.withSession((s) => s.query(`UPDATE draw_results SET source = 'sandbox'`)),
    ).rejects.toThrow(/written once/);

    // The same database a new install gets.
    const fresh = await emptyDb();
    await migrate(fresh);
    expect(await readCatalog(db)).toEqual(await readCatalog(fresh));
    const recorded = await db.withSession((s) =>
      s.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'),
    );
    expect(recorded.map((r) => r.name)).toEqual(files);
  });
});
