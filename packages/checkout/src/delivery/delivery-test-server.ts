import { API_BASES } from '@veso/contract';
import type { Endpoint, ResponseOf, ShipFeeBody } from '@veso/contract';
import { deliveryEndpoints } from '@veso/contract/endpoints/delivery';
import { okResponse } from '@veso/shop-core';

const { provinces, districts, shipFee } = deliveryEndpoints;

/** The full path of an endpoint (its base and path), as the fake server sees it. */
function pathOf(endpoint: Endpoint): string {
  return `${API_BASES[endpoint.base]}${endpoint.path}`;
}

/** Test stand-in for the server's delivery lookups (two provinces, fixed zone fees). */
export const TEST_PROVINCES: ResponseOf<typeof provinces> = {
  provinces: [
    { id: '01', name: 'Thành phố Hà Nội', kind: 'city' },
    { id: '22', name: 'Tỉnh Quảng Ninh', kind: 'province' },
  ],
};

const ZONES: ResponseOf<typeof districts>['districts'] = [
  { id: 'urban', name: 'Phường (khu vực nội thành, nội thị)' },
  { id: 'rural', name: 'Xã (khu vực ngoại thành, nông thôn)' },
];
const ISLAND = { id: 'island', name: 'Đặc khu (huyện đảo): Vân Đồn, Cô Tô' } as const;
export const TEST_ZONE_FEES = { urban: 20_000, rural: 30_000, island: 50_000 } as const;

/**
 * Answers `province_ship`, `district_ship` and `get_ship_fee` like the server (the fee is
 * waived from 1,000,000đ except on islands); null for any other path.
 */
export async function deliveryAnswer(request: Request, url: URL): Promise<Response | null> {
  if (url.pathname === pathOf(provinces)) return okResponse(TEST_PROVINCES);
  if (url.pathname === pathOf(districts)) {
    const provinceId = url.searchParams.get('provinceId') ?? '';
    const list: ResponseOf<typeof districts> = {
      provinceId,
      districts: provinceId === '22' ? [...ZONES, ISLAND] : ZONES,
    };
    return okResponse(list);
  }
  if (url.pathname === pathOf(shipFee)) {
    const body = (await request.json()) as ShipFeeBody;
    const baseFee = TEST_ZONE_FEES[body.districtId];
    const freeFrom = body.districtId === 'island' ? null : 1_000_000;
    const fee: ResponseOf<typeof shipFee> = {
      provinceId: body.provinceId,
      districtId: body.districtId,
      amount: body.amount,
      baseFee,
      fee: freeFrom !== null && body.amount >= freeFrom ? 0 : baseFee,
      freeFrom,
    };
    return okResponse(fee);
  }
  return null;
}
