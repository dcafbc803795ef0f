import { skipToken } from '@reduxjs/toolkit/query';
import { isValidEmail, validatePhone } from '@veso/domain';
import {
  RequireAuth,
  receiverUpdated,
  selectCartItems,
  selectReceiver,
  useAppDispatch,
  useAppSelector,
  usePageTitle,
} from '@veso/shop-core';
import type { ReceiverState } from '@veso/shop-core';
import { isDeliveryZone } from '@veso/contract';
import { Button, EmptyState, PhoneField, TextField } from '@veso/ui-kit';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CHECKOUT_PATHS } from '../paths';
import { checkoutItems, HOME } from '../shared';
import {
  DELIVERY_HOLD,
  DELIVERY_SHIP,
  deliveryChosen,
  selectOrderFlow,
  shipDistrictChosen,
  shipProvinceChosen,
} from '../state/order-flow';
import type { ShipArea } from '../state/order-flow';
import { useGetShipDistrictsQuery, useGetShipProvincesQuery } from './delivery-api';
import { LookupFailure } from './lookup-failure';
import { ShipFeeLine } from './ship-fee-line';
import styles from '../styles';

type ReceiverErrors = Partial<Record<keyof ReceiverState, string>>;

/** The receiver form's messages (field-level rules of spec §5 are not shown: ours). */
export const RECEIVER_MESSAGES = {
  name: 'Vui lòng nhập họ và tên người nhận',
  address: 'Vui lòng nhập địa chỉ nhận vé',
  email: 'Email không đúng định dạng',
  province: 'Vui lòng chọn tỉnh/thành phố nhận vé',
  district: 'Vui lòng chọn khu vực nhận vé',
} as const;

type AreaErrors = { province?: string; district?: string };

export function shipAreaErrors(area: ShipArea): AreaErrors {
  const errors: AreaErrors = {};
  if (area.provinceId === null) errors.province = RECEIVER_MESSAGES.province;
  if (area.districtId === null) errors.district = RECEIVER_MESSAGES.district;
  return errors;
}

/** A select's loading, offline and error states (with retry) under its label. */
function LookupState({
  query,
  loading,
}: {
  query: { isLoading: boolean; isFetching: boolean; error?: unknown; refetch: () => unknown };
  loading: string;
}) {
  if (query.isLoading) {
    return (
      <p role="status" aria-busy="true" className={styles.muted}>
        {loading}
      </p>
    );
  }
  if (query.error === undefined || query.isFetching) return null;
  return (
    <p>
      <LookupFailure error={query.error} onRetry={() => void query.refetch()} />
    </p>
  );
}

/** The province and zone of a shipped ticket, loaded from the server's lists. */
function ShipAreaFields({ area, errors }: { area: ShipArea; errors: AreaErrors }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const provinces = useGetShipProvincesQuery();
  const districts = useGetShipDistrictsQuery(area.provinceId ?? skipToken);
  const selectProps = (name: 'province' | 'district') => ({
    id: `${id}-${name}`,
    className: styles.select,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const errorOf = (name: 'province' | 'district') =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;
  return (
    <>
      <label className={styles.legend} htmlFor={`${id}-province`}>
        Tỉnh/thành phố
      </label>
      <select
        {...selectProps('province')}
        value={area.provinceId ?? ''}
        disabled={!provinces.data}
        onChange={(event) => dispatch(shipProvinceChosen(event.target.value || null))}
      >
        <option value="">Chọn tỉnh/thành phố</option>
        {provinces.data?.provinces.map((province) => (
          <option key={province.id} value={province.id}>
            {province.name}
          </option>
        ))}
      </select>
      <LookupState query={provinces} loading="Đang tải danh sách tỉnh/thành phố…" />
      {errorOf('province')}
      <label className={styles.legend} htmlFor={`${id}-district`}>
        Khu vực
      </label>
      <select
        {...selectProps('district')}
        value={area.districtId ?? ''}
        disabled={area.provinceId === null || !districts.data || districts.isFetching}
        onChange={(event) => {
          const zone = event.target.value;
          dispatch(shipDistrictChosen(isDeliveryZone(zone) ? zone : null));
        }}
      >
        <option value="">
          {area.provinceId === null ? 'Chọn tỉnh/thành phố trước' : 'Chọn khu vực'}
        </option>
        {area.provinceId !== null
          ? districts.data?.districts.map((district) => (
              <option key={district.id} value={district.id}>
                {district.name}
              </option>
            ))
          : null}
      </select>
      {area.provinceId !== null ? (
        <LookupState query={districts} loading="Đang tải danh sách khu vực…" />
      ) : null}
      {errorOf('district')}
      <ShipFeeLine />
    </>
  );
}

export function receiverErrors(receiver: ReceiverState): ReceiverErrors {
  const errors: ReceiverErrors = {};
  if (receiver.name.trim() === '') errors.name = RECEIVER_MESSAGES.name;
  const phone = validatePhone(receiver.phone);
  if (phone !== null) errors.phone = phone;
  if (receiver.address.trim() === '') errors.address = RECEIVER_MESSAGES.address;
  if (receiver.email.trim() !== '' && !isValidEmail(receiver.email.trim())) {
    errors.email = RECEIVER_MESSAGES.email;
  }
  return errors;
}

/**
 * /hinh-thuc-nhan-ve: how the tickets are received — held by the agent (default, the
 * ticket image is in the order) or shipped on paper to the receiver, whose details are
 * kept in `wvstate` for the next order.
 */
export function DeliveryPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  const { count } = checkoutItems(useAppSelector(selectCartItems));
  const { deliveryType, shipArea } = useAppSelector(selectOrderFlow);
  const receiver = useAppSelector(selectReceiver);
  const [submitted, setSubmitted] = useState(false);
  usePageTitle('Hình thức nhận vé');
  const ship = deliveryType === DELIVERY_SHIP;
  const errors = ship ? receiverErrors(receiver) : {};
  const areaErrors = ship ? shipAreaErrors(shipArea) : {};
  const shown = submitted ? errors : {};

  if (count === 0) {
    return (
      <section className={styles.page} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          Hình thức nhận vé
        </h1>
        <EmptyState title="Giỏ hàng trống" action={<Link to={HOME}>Mua vé ngay</Link>} />
      </section>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || Object.keys(areaErrors).length > 0) return;
    void navigate(CHECKOUT_PATHS.deliveryPayment);
  }

  const field = (key: keyof ReceiverState) => ({
    value: receiver[key],
    onChange: (event: { target: { value: string } }) =>
      dispatch(receiverUpdated({ [key]: event.target.value })),
    error: shown[key],
  });

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Hình thức nhận vé
      </h1>
      <form onSubmit={submit} noValidate className={styles.page} style={{ padding: 0 }}>
        <fieldset className={styles.card}>
          <legend className={styles.legend}>Chọn hình thức nhận vé</legend>
          <label className={styles.check}>
            <input
              type="radio"
              name="delivery"
              checked={deliveryType === DELIVERY_HOLD}
              onChange={() => dispatch(deliveryChosen(DELIVERY_HOLD))}
            />
            <span>
              Đại lý giữ vé hộ
              <br />
              <span className={styles.muted}>
                Vé được in và giữ tại đại lý, ảnh vé có trong chi tiết đơn hàng. Miễn phí.
              </span>
            </span>
          </label>
          <label className={styles.check}>
            <input
              type="radio"
              name="delivery"
              checked={deliveryType === DELIVERY_SHIP}
              onChange={() => dispatch(deliveryChosen(DELIVERY_SHIP))}
            />
            <span>
              Giao vé tận nơi
              <br />
              <span className={styles.muted}>Vé giấy được giao đến địa chỉ của bạn.</span>
            </span>
          </label>
        </fieldset>
        {ship ? (
          <fieldset className={styles.card}>
            <legend className={styles.legend}>Thông tin người nhận</legend>
            <TextField label="Họ và tên" autoComplete="name" maxLength={100} {...field('name')} />
            <PhoneField label="Số điện thoại" autoComplete="tel-national" {...field('phone')} />
            <TextField label="CMND/CCCD" maxLength={20} {...field('cmnd')} />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              maxLength={200}
              {...field('email')}
            />
            <TextField
              label="Địa chỉ nhận vé"
              autoComplete="street-address"
              maxLength={300}
              {...field('address')}
            />
            <ShipAreaFields area={shipArea} errors={submitted ? areaErrors : {}} />
          </fieldset>
        ) : null}
        <Button type="submit" variant="primary" fullWidth>
          Tiếp tục
        </Button>
      </form>
    </section>
  );
}

/** /hinh-thuc-nhan-ve as routed: buying needs a signed-in customer. */
export function GuardedDeliveryPage() {
  return (
    <RequireAuth>
      <DeliveryPage />
    </RequireAuth>
  );
}
