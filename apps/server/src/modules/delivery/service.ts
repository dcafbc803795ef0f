import type { RefusalRule } from '@veso/contract';
import {
  Code,
  deliveryZoneSchema,
  type DeliveryZone,
  type DistrictList,
  type ProvinceList,
  type ShipFee,
  type receiverInfoSchema,
} from '@veso/contract';
import { formatMoney, isValidPhone } from '@veso/domain';
import type { z } from 'zod';
import { ApiError, invalidRequest } from '../../http/errors';
import { AREAS, findArea, zonesOf } from './areas';

/**
 * The ship tariff of paper tickets, in one place (whole đồng). A flat fee by zone —
 * wards, communes, island special zones — anywhere in the country; the ward and commune
 * fee is waived when the tickets reach {@link SHIP_FREE_FROM}; islands always pay theirs.
 */
export const SHIP_TARIFF: Readonly<Record<DeliveryZone, number>> = {
  urban: 20_000,
  rural: 30_000,
  island: 50_000,
};
export const SHIP_FREE_FROM = 1_000_000;

/** Vietnamese refusals of the delivery calls and of a ship order (code 14). */
export const DeliveryMessages = {
  unknownProvince: 'Tỉnh/thành phố nhận vé không hợp lệ. Vui lòng chọn lại.',
  unknownDistrict: 'Khu vực nhận vé không hợp lệ. Vui lòng chọn lại.',
  receiverIncomplete:
    'Vui lòng nhập đầy đủ thông tin người nhận vé: họ tên, số điện thoại, địa chỉ, tỉnh/thành phố và khu vực.',
  freeFrom: `Miễn phí giao vé cho đơn từ ${formatMoney(SHIP_FREE_FROM)} (trừ đặc khu, huyện đảo).`,
} as const;

function refuse(message: string, field: string, rule: RefusalRule): never {
  throw invalidRequest(message, field, rule);
}

/** `GET /customer/province_ship`. */
export function provinceList(): ProvinceList {
  return { provinces: AREAS.map(({ id, name, kind }) => ({ id, name, kind })) };
}

/** `GET /customer/district_ship`: the delivery zones of a province. */
export function districtList(provinceId: string): DistrictList {
  const area =
    findArea(provinceId) ?? refuse(DeliveryMessages.unknownProvince, 'provinceId', 'exists');
  return { provinceId: area.id, districts: zonesOf(area) };
}

/**
 * `POST /customer/get_ship_fee` and the reserve call's fee: refuses a province or zone the
 * list does not have (an island zone of a province without islands included).
 */
export function shipFee(provinceId: string, districtId: string, amount: number): ShipFee {
  const area =
    findArea(provinceId) ?? refuse(DeliveryMessages.unknownProvince, 'provinceId', 'exists');
  const zone = deliveryZoneSchema.safeParse(districtId);
  if (!zone.success || !zonesOf(area).some((z) => z.id === zone.data)) {
    refuse(DeliveryMessages.unknownDistrict, 'districtId', 'exists');
  }
  const baseFee = SHIP_TARIFF[zone.data];
  const freeFrom = zone.data === 'island' ? null : SHIP_FREE_FROM;
  const fee = freeFrom !== null && amount >= freeFrom ? 0 : baseFee;
  return { provinceId: area.id, districtId: zone.data, amount, baseFee, fee, freeFrom };
}

type ReceiverInfo = z.output<typeof receiverInfoSchema>;

/**
 * The fee of shipping an order of `amount` to `receiver`: every field a courier needs
 * must be there (name, phone, address, province, zone), else the order is refused; a
 * phone that is no mobile number (spec §5, as the customer's own) answers 1.
 */
export function shipFeeForReceiver(receiver: ReceiverInfo | undefined, amount: number): number {
  const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';
  if (
    !receiver ||
    !filled(receiver.name) ||
    !filled(receiver.phone) ||
    !filled(receiver.address) ||
    !filled(receiver.provinceId) ||
    !filled(receiver.districtId)
  ) {
    refuse(DeliveryMessages.receiverIncomplete, 'receiverInfo', 'required');
  }
  if (!isValidPhone(receiver.phone)) throw new ApiError(Code.PHONE_INVALID);
  return shipFee(receiver.provinceId ?? '', receiver.districtId ?? '', amount).fee;
}
