import { and, eq, lt, notInArray } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { embedNonces, embedPartners, walletLinks } from '../../db/schema';

export type WalletLinkRow = typeof walletLinks.$inferSelect;

/**
 * Gives each configured partner its row (wallet links refer to it) marked active, and marks
 * the partners no longer configured inactive (their links stay, their signatures do not).
 */
export async function ensurePartners(orm: Orm, sources: Iterable<string>): Promise<void> {
  const list = [...sources];
  if (list.length === 0) {
    await orm.update(embedPartners).set({ active: false });
    return;
  }
  await orm
    .insert(embedPartners)
    .values(list.map((source) => ({ source, active: true })))
    .onConflictDoUpdate({ target: embedPartners.source, set: { active: true } });
  await orm
    .update(embedPartners)
    .set({ active: false })
    .where(notInArray(embedPartners.source, list));
}

/** Records used sign-on parameters; false when they were used before (a replay). */
export async function useNonce(
  tx: Orm,
  nonce: { hash: string; source: string },
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(embedNonces)
    .values({ ...nonce, createdAt: now })
    .onConflictDoNothing()
    .returning({ hash: embedNonces.hash });
  return inserted.length > 0;
}

/** Forgets nonces older than `before` (their data is refused as expired anyway). */
export async function purgeNonces(tx: Orm, before: Date): Promise<void> {
  await tx.delete(embedNonces).where(lt(embedNonces.createdAt, before));
}

export async function findLinkByMid(
  orm: Orm,
  source: string,
  mid: string,
): Promise<WalletLinkRow | undefined> {
  const [row] = await orm
    .select()
    .from(walletLinks)
    .where(and(eq(walletLinks.source, source), eq(walletLinks.mid, mid)))
    .limit(1);
  return row;
}

/**
 * Links `mid` of the partner to the account: the account's previous MID there and the
 * MID's previous account are replaced (a partner user has one account, and vice versa).
 */
export async function linkWallet(
  tx: Orm,
  link: { source: string; mid: string; accountId: number },
  now: Date,
): Promise<void> {
  await tx
    .delete(walletLinks)
    .where(and(eq(walletLinks.source, link.source), eq(walletLinks.mid, link.mid)));
  await tx
    .insert(walletLinks)
    .values({ ...link, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [walletLinks.source, walletLinks.accountId],
      set: { mid: link.mid, updatedAt: now },
    });
}
