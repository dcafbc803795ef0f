// Stage 1 of loading the data layer (see ../load-data-layer.ts): Redux, Immer, the Redux
// Toolkit core and React Redux, evaluated in a task of their own.
export { configureStore } from '@reduxjs/toolkit';
export { Provider } from 'react-redux';
