export { XSKT_PATHS } from './paths';
export type { XsktPath } from './paths';
export { xsktRoutes } from './routes';
export {
  useGetSaleListQuery,
  useGetWholeSetsQuery,
  useGetXsttProductsQuery,
  xsktApi,
  XSKT_STOCK_TAG,
} from './api/xskt-api';
export type { SaleListArgs, WholeSetArgs } from './api/xskt-api';
