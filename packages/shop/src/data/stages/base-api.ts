// Stage 3 of loading the data layer (see ../load-data-layer.ts): the shop's RTK Query
// api (`createApi` runs when this module is evaluated), in a task of its own.
export { baseApi } from '@veso/api-client';
