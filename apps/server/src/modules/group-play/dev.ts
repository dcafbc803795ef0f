import type { DevGroupFill, GroupConfig } from '@veso/contract';
import type { AppDeps } from '../../deps';
import { findAccountByMsisdn } from '../accounts';
import { APP_CONFIG_KEY, writeSetting } from '../catalog';
import { cachedAppConfig } from '../catalog';
import { createSandboxCustomer } from '../orders';
import { findGroup } from './repo';
import { confirmGroupShares, groupConfig, groupDetail } from './service';
import { maxMemberShares } from '@veso/domain';

/** Sandbox only: fill a group with new customers, and the groupPlay flag (e2e, demos). */

/**
 * Sells every share left of an open group to new sandbox customers (each buys at most the
 * member maximum, through the same call a customer makes), so the last purchase orders
 * the group's tickets.
 */
export async function fillGroup(deps: AppDeps, groupId: number): Promise<DevGroupFill> {
  let buyers = 0;
  for (;;) {
    const group = await findGroup(deps.db.orm, groupId);
    if (!group || group.status !== 'open') break;
    const left = group.totalShares - group.soldShares;
    if (left <= 0) break;
    const shares = Math.min(left, maxMemberShares(group.totalShares));
    const customer = await createSandboxCustomer(deps, {
      amount: shares * group.sharePrice,
    });
    const account = await findAccountByMsisdn(deps.db.orm, customer.msisdn);
    if (!account) throw new Error('Sandbox customer vanished');
    await confirmGroupShares(
      deps,
      { accountId: account.id, msisdn: customer.msisdn, birthday: account.birthday },
      { requestId: `dev-fill-${groupId}-${buyers}`, groupId, shares, paymentVendor: 1 },
    );
    buyers += 1;
  }
  return { group: await groupDetail(deps, null, groupId), buyers };
}

/**
 * Turns the app config's groupPlay flag (and its groupKeno flag when `keno` is given) on or
 * off; answers the group config.
 */
export async function setGroupPlayFlag(
  deps: AppDeps,
  enabled: boolean,
  keno?: boolean,
): Promise<GroupConfig> {
  const config = await cachedAppConfig(deps.db);
  await writeSetting(deps.db.orm, APP_CONFIG_KEY, {
    ...config,
    features: {
      ...config.features,
      groupPlay: enabled,
      ...(keno === undefined ? {} : { groupKeno: keno }),
    },
  });
  return { ...(await groupConfig(deps)), enabled };
}
