// No zod here at run time: a browser imports these values (see the package README).
import { defineEndpoints } from '../endpoint';
import { orderPaths } from '../orders/paths';
import type { ResponsiblePlaySchemas } from './responsible-play.schemas';

const tags = ['responsible play'];

/** Responsible play (spending limits, self-exclusion, spending report), under the main base. */
export const responsiblePlayEndpoints = defineEndpoints<ResponsiblePlaySchemas>()({
  getLimits: {
    method: 'GET',
    base: 'main',
    path: orderPaths.playLimits,
    session: 'required',
    tags,
    summary: 'Spending limits in force, pending raises, spending and self-exclusion',
  },
  setLimits: {
    method: 'POST',
    base: 'main',
    path: orderPaths.playLimits,
    session: 'required',
    tags,
    summary: 'Set daily / weekly / monthly limits (lower: at once; raise or remove: after 24 h)',
  },
  selfExclusion: {
    method: 'POST',
    base: 'main',
    path: orderPaths.selfExclusion,
    session: 'required',
    tags,
    summary: 'Self-exclusion for 24 h, 7 d, 30 d or for good (pauses subscriptions)',
  },
  spendingReport: {
    method: 'GET',
    base: 'main',
    path: orderPaths.spendingReport,
    session: 'required',
    tags,
    summary: 'Spending and prizes per day over the last days',
  },
});
