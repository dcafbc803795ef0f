import type { DataLayer, DataLayerOptions } from './data-layer';
import { nextTask } from './data-layer-loader';

/**
 * Imports the data layer's code and builds it, one task per step. Each `import()`
 * evaluates the modules it brings in one go, so the code comes in stages (Redux core,
 * RTK Query, the shop's api, then the rest) with a yield between them: after first
 * paint, no step is one long task that delays input.
 */
export async function loadDataLayer(options: DataLayerOptions): Promise<DataLayer> {
  await import('./stages/redux-core');
  await nextTask();
  await import('./stages/rtk-query');
  await nextTask();
  await import('./stages/base-api');
  await nextTask();
  const { createDataLayer } = await import('./data-layer');
  await nextTask();
  return createDataLayer(options);
}
