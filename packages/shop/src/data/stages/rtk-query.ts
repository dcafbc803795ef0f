// Stage 2 of loading the data layer (see ../load-data-layer.ts): RTK Query with its
// React hooks, evaluated in a task of its own.
export { createApi } from '@reduxjs/toolkit/query/react';
