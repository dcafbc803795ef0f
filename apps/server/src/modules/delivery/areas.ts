import type { DeliveryZone } from '@veso/contract';

/**
 * Where paper tickets can be shipped: Vietnam's 34 province-level units in force since
 * 1 July 2025 (Resolution 202/2025/QH15: 6 centrally-run cities and 28 provinces), keyed by
 * their two-digit administrative codes (the code of the unit that kept its name).
 *
 * The same reform abolished the district level, so there are no districts to list: a
 * province is split into delivery zones instead — its wards (urban), its communes (rural)
 * and its island special zones where there are some ("đặc khu", the former island
 * districts). Hoàng Sa (Đà Nẵng) and Trường Sa (Khánh Hòa) take no deliveries.
 */
export type Area = {
  id: string;
  name: string;
  kind: 'city' | 'province';
  /** The island special zones a courier reaches; empty when there are none. */
  islands: readonly string[];
};

export const AREAS: readonly Area[] = [
  { id: '01', name: 'Thành phố Hà Nội', kind: 'city', islands: [] },
  { id: '04', name: 'Tỉnh Cao Bằng', kind: 'province', islands: [] },
  { id: '08', name: 'Tỉnh Tuyên Quang', kind: 'province', islands: [] },
  { id: '11', name: 'Tỉnh Điện Biên', kind: 'province', islands: [] },
  { id: '12', name: 'Tỉnh Lai Châu', kind: 'province', islands: [] },
  { id: '14', name: 'Tỉnh Sơn La', kind: 'province', islands: [] },
  { id: '15', name: 'Tỉnh Lào Cai', kind: 'province', islands: [] },
  { id: '19', name: 'Tỉnh Thái Nguyên', kind: 'province', islands: [] },
  { id: '20', name: 'Tỉnh Lạng Sơn', kind: 'province', islands: [] },
  { id: '22', name: 'Tỉnh Quảng Ninh', kind: 'province', islands: ['Vân Đồn', 'Cô Tô'] },
  { id: '24', name: 'Tỉnh Bắc Ninh', kind: 'province', islands: [] },
  { id: '25', name: 'Tỉnh Phú Thọ', kind: 'province', islands: [] },
  { id: '31', name: 'Thành phố Hải Phòng', kind: 'city', islands: ['Cát Hải', 'Bạch Long Vĩ'] },
  { id: '33', name: 'Tỉnh Hưng Yên', kind: 'province', islands: [] },
  { id: '37', name: 'Tỉnh Ninh Bình', kind: 'province', islands: [] },
  { id: '38', name: 'Tỉnh Thanh Hóa', kind: 'province', islands: [] },
  { id: '40', name: 'Tỉnh Nghệ An', kind: 'province', islands: [] },
  { id: '42', name: 'Tỉnh Hà Tĩnh', kind: 'province', islands: [] },
  { id: '44', name: 'Tỉnh Quảng Trị', kind: 'province', islands: ['Cồn Cỏ'] },
  { id: '46', name: 'Thành phố Huế', kind: 'city', islands: [] },
  { id: '48', name: 'Thành phố Đà Nẵng', kind: 'city', islands: [] },
  { id: '51', name: 'Tỉnh Quảng Ngãi', kind: 'province', islands: ['Lý Sơn'] },
  { id: '52', name: 'Tỉnh Gia Lai', kind: 'province', islands: [] },
  { id: '56', name: 'Tỉnh Khánh Hòa', kind: 'province', islands: [] },
  { id: '66', name: 'Tỉnh Đắk Lắk', kind: 'province', islands: [] },
  { id: '68', name: 'Tỉnh Lâm Đồng', kind: 'province', islands: ['Phú Quý'] },
  { id: '75', name: 'Tỉnh Đồng Nai', kind: 'province', islands: [] },
  { id: '79', name: 'Thành phố Hồ Chí Minh', kind: 'city', islands: ['Côn Đảo'] },
  { id: '80', name: 'Tỉnh Tây Ninh', kind: 'province', islands: [] },
  { id: '82', name: 'Tỉnh Đồng Tháp', kind: 'province', islands: [] },
  { id: '86', name: 'Tỉnh Vĩnh Long', kind: 'province', islands: [] },
  {
    id: '91',
    name: 'Tỉnh An Giang',
    kind: 'province',
    islands: ['Phú Quốc', 'Kiên Hải', 'Thổ Châu'],
  },
  { id: '92', name: 'Thành phố Cần Thơ', kind: 'city', islands: [] },
  { id: '96', name: 'Tỉnh Cà Mau', kind: 'province', islands: [] },
];

const BY_ID = new Map(AREAS.map((area) => [area.id, area]));

export function findArea(id: string): Area | undefined {
  return BY_ID.get(id);
}

/** The delivery zones of a province, in the order a customer reads them. */
export function zonesOf(area: Area): { id: DeliveryZone; name: string }[] {
  const zones: { id: DeliveryZone; name: string }[] = [
    { id: 'urban', name: 'Phường (khu vực nội thành, nội thị)' },
    { id: 'rural', name: 'Xã (khu vực ngoại thành, nông thôn)' },
  ];
  if (area.islands.length > 0) {
    zones.push({ id: 'island', name: `Đặc khu (huyện đảo): ${area.islands.join(', ')}` });
  }
  return zones;
}
