import { messageForCode } from '@veso/contract';
import { describe, expect, it } from 'vitest';
import { call, requestId } from '../auth/auth-test-kit';
import {
  buyer,
  confirm,
  countWhere,
  createPeriod,
  megaItem,
  reserve,
  RECEIVER,
  useSandboxApp,
} from '../orders/orders-test-kit';
import { SHIP_FEES_ACCOUNT } from '../orders/service';
import { balanceOf, customerBalances } from '../wallet/ledger';
import { DeliveryMessages, SHIP_FREE_FROM, SHIP_TARIFF } from './service';

const t = useSandboxApp();

function shipFee(body: Record<string, unknown>) {
  return call(t, 'POST', '/api/customer/get_ship_fee', body);
}

describe('GET /api/customer/province_ship', () => {
  it('lists the 34 province-level units in force since 1 July 2025', async () => {
    const body = (await call(t, 'GET', '/api/customer/province_ship')).json();
    expect(body.code).toBe(0);
    const provinces = body.data.provinces as { id: string; name: string; kind: string }[];
    expect(provinces).toHaveLength(34);
    expect(new Set(provinces.map((p) => p.id)).size).toBe(34);
    expect(provinces.filter((p) => p.kind === 'city').map((p) => p.name)).toEqual([
      'Thành phố Hà Nội',
      'Thành phố Hải Phòng',
      'Thành phố Huế',
      'Thành phố Đà Nẵng',
      'Thành phố Hồ Chí Minh',
      'Thành phố Cần Thơ',
    ]);
    expect(provinces).toContainEqual({ id: '56', name: 'Tỉnh Khánh Hòa', kind: 'province' });
    expect(provinces).toContainEqual({ id: '91', name: 'Tỉnh An Giang', kind: 'province' });
    // Merged away in 2025.
    expect(provinces.map((p) => p.name)).not.toContain('Tỉnh Bình Dương');
  });
});

describe('GET /api/customer/district_ship', () => {
  it('gives wards and communes everywhere and the island zone where there is one', async () => {
    const hanoi = (await call(t, 'GET', '/api/customer/district_ship?provinceId=01')).json();
    expect(hanoi.data).toEqual({
      provinceId: '01',
      districts: [
        { id: 'urban', name: 'Phường (khu vực nội thành, nội thị)' },
        { id: 'rural', name: 'Xã (khu vực ngoại thành, nông thôn)' },
      ],
    });
    const quangNinh = (await call(t, 'GET', '/api/customer/district_ship?provinceId=22')).json();
    expect(quangNinh.data.districts).toContainEqual({
      id: 'island',
      name: 'Đặc khu (huyện đảo): Vân Đồn, Cô Tô',
    });
  });

  it('refuses an unknown or malformed province', async () => {
    const unknown = (await call(t, 'GET', '/api/customer/district_ship?provinceId=99')).json();
    expect(unknown).toEqual({
      code: 14,
      message: DeliveryMessages.unknownProvince,
      data: { reason: { field: 'provinceId', rule: 'exists' } },
    });
    const malformed = (await call(t, 'GET', '/api/customer/district_ship?provinceId=HN')).json();
    expect(malformed.code).toBe(14);
    expect(malformed.message).toMatch(/^Yêu cầu không hợp lệ: .*"provinceId"/);
  });
});

describe('POST /api/customer/get_ship_fee', () => {
  it('charges the zone fee, waived from the threshold except on islands', async () => {
    const urban = (await shipFee({ provinceId: '01', districtId: 'urban', amount: 20_000 })).json();
    expect(urban.data).toEqual({
      provinceId: '01',
      districtId: 'urban',
      amount: 20_000,
      baseFee: SHIP_TARIFF.urban,
      fee: 20_000,
      freeFrom: SHIP_FREE_FROM,
    });
    const rural = (
      await shipFee({ provinceId: '38', districtId: 'rural', amount: 999_999 })
    ).json();
    expect(rural.data.fee).toBe(30_000);
    const free = (
      await shipFee({ provinceId: '38', districtId: 'rural', amount: SHIP_FREE_FROM })
    ).json();
    expect(free.data).toMatchObject({ fee: 0, baseFee: 30_000 });
    const island = (
      await shipFee({ provinceId: '91', districtId: 'island', amount: 5_000_000 })
    ).json();
    expect(island.data).toMatchObject({ fee: 50_000, freeFrom: null });
  });

  it('refuses a zone the province does not have and bad bodies', async () => {
    const noIsland = (await shipFee({ provinceId: '01', districtId: 'island', amount: 1 })).json();
    expect(noIsland).toEqual({
      code: 14,
      message: DeliveryMessages.unknownDistrict,
      data: { reason: { field: 'districtId', rule: 'exists' } },
    });
    const noProvince = (await shipFee({ provinceId: '00', districtId: 'urban', amount: 1 })).json();
    expect(noProvince).toMatchObject({ code: 14, message: DeliveryMessages.unknownProvince });
    const negative = (await shipFee({ provinceId: '01', districtId: 'urban', amount: -1 })).json();
    expect(negative.code).toBe(14);
  });
});

describe('reserving an order shipped on paper', () => {
  it('adds the ship fee to the amount and charges it once with the tickets', async () => {
    const { id, token } = await buyer(t, 100_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const feesBefore = await balanceOf(t.db.orm, SHIP_FEES_ACCOUNT);
    const reserved = (
      await reserve(t, token, {
        deliveryType: 0,
        receiverInfo: RECEIVER,
        orderItemInfos: [megaItem([drawCode])],
      })
    ).json();
    expect(reserved.code).toBe(0);
    expect(reserved.data).toMatchObject({ amount: 30_000, shipFee: 20_000, deliveryType: 0 });
    const payId = requestId();
    const paid = (await confirm(t, token, reserved.data.orderId, payId)).json();
    expect(paid.data).toMatchObject({ balance: 70_000, order: { state: 'paid', shipFee: 20_000 } });
    // The same confirm again: the stored answer, no second charge.
    const again = (await confirm(t, token, reserved.data.orderId, payId)).json();
    expect(again.data.balance).toBe(70_000);
    expect((await customerBalances(t.db.orm, id)).balance).toBe(70_000);
    expect(await balanceOf(t.db.orm, SHIP_FEES_ACCOUNT)).toBe(feesBefore + 20_000);
    expect(
      await countWhere(t, 'ledger_transactions', `ref = 'order:${reserved.data.orderId}'`),
    ).toBe(1);
  });

  it('charges no fee when the agent holds the tickets', async () => {
    const { token } = await buyer(t, 0);
    const { drawCode } = await createPeriod(t, 'mega645');
    const held = (
      await reserve(t, token, { receiverInfo: RECEIVER, orderItemInfos: [megaItem([drawCode])] })
    ).json();
    expect(held.data).toMatchObject({ amount: 10_000, shipFee: 0, deliveryType: 1 });
  });

  it('refuses a ship order to an unknown place or without a full receiver, writing nothing', async () => {
    const { token } = await buyer(t, 100_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const before = await countWhere(t, 'orders');
    const badProvince = await reserve(t, token, {
      deliveryType: 0,
      receiverInfo: { ...RECEIVER, provinceId: '99' },
      orderItemInfos: [megaItem([drawCode])],
    });
    expect(badProvince.json()).toMatchObject({
      code: 14,
      message: DeliveryMessages.unknownProvince,
    });
    const badZone = await reserve(t, token, {
      deliveryType: 0,
      // Hà Nội has no island zone.
      receiverInfo: { ...RECEIVER, provinceId: '01', districtId: 'island' },
      orderItemInfos: [megaItem([drawCode])],
    });
    expect(badZone.json()).toMatchObject({ code: 14, message: DeliveryMessages.unknownDistrict });
    const noAddress = await reserve(t, token, {
      deliveryType: 0,
      receiverInfo: { ...RECEIVER, address: '  ' },
      orderItemInfos: [megaItem([drawCode])],
    });
    expect(noAddress.json()).toMatchObject({
      code: 14,
      message: DeliveryMessages.receiverIncomplete,
    });
    const badPhone = await reserve(t, token, {
      deliveryType: 0,
      receiverInfo: { ...RECEIVER, phone: '012345678' },
      orderItemInfos: [megaItem([drawCode])],
    });
    expect(badPhone.json()).toMatchObject({ code: 1, message: messageForCode(1) });
    expect(await countWhere(t, 'orders')).toBe(before);
    // The receiver's number typed after the +84 prefix without its 0 is a number.
    const bare = await reserve(t, token, {
      deliveryType: 0,
      receiverInfo: { ...RECEIVER, phone: '912 345 678' },
      orderItemInfos: [megaItem([drawCode])],
    });
    expect(bare.json().data).toMatchObject({ shipFee: 20_000, deliveryType: 0 });
  });
});
