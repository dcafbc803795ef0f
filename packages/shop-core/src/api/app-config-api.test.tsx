import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signOut } from '../state/thunks';
import { selectToasts } from '../state/toasts-slice';
import { makeTestAppConfig } from '../test/app-config-fixture';
import { createFakeFetch, errorResponse, offlineFetch, okResponse } from '../test/fake-api';
import { renderWithProviders, setupTestStore } from '../test/render-with-providers';
import { requestAppConfig, useAppConfig, useAppConfigState } from './app-config-api';

function SupportPhone() {
  const { data, error, isLoading } = useAppConfig();
  if (isLoading) return <p>Đang tải</p>;
  if (error)
    return (
      <p>
        {'network' in error && error.network
          ? 'Ngoại tuyến'
          : `Lỗi ${'code' in error ? error.code : ''}`}
      </p>
    );
  return <p>Tổng đài {data?.supportPhone}</p>;
}

describe('useAppConfig', () => {
  it('calls GET /api/customer/get_config_v2 with os_type 0 and current_version 61', async () => {
    const fetch = createFakeFetch(() =>
      okResponse(makeTestAppConfig({ supportPhone: '1900 1234' })),
    );
    renderWithProviders(<SupportPhone />, { fetch });
    expect(await screen.findByText('Tổng đài 1900 1234')).toBeInTheDocument();
    expect(fetch.requests).toHaveLength(1);
    const url = new URL(fetch.requests[0]!.url);
    expect(fetch.requests[0]!.method).toBe('GET');
    expect(url.pathname).toBe('/api/customer/get_config_v2');
    expect(Object.fromEntries(url.searchParams)).toEqual({ os_type: '0', current_version: '61' });
  });

  it('reports a mapped error with a toast', async () => {
    const { store } = renderWithProviders(<SupportPhone />, {
      fetch: createFakeFetch(() => errorResponse(7, 400)),
    });
    expect(await screen.findByText('Lỗi 7')).toBeInTheDocument();
    expect(selectToasts(store.getState()).map((t) => t.message)).toEqual([
      'Hệ thống đang bảo trì, quý khách vui lòng quay lại sau',
    ]);
  });

  it('reports offline without a toast', async () => {
    const { store } = renderWithProviders(<SupportPhone />, { fetch: offlineFetch() });
    // A failed fetch is retried before the call gives up: slow on a loaded CI machine.
    expect(await screen.findByText('Ngoại tuyến', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(selectToasts(store.getState())).toEqual([]);
  }, 30_000);
});

function SupportPhoneFromCache() {
  const { data, error, isLoading, refetch } = useAppConfigState();
  if (isLoading) return <p>Đang tải</p>;
  if (error)
    return (
      <button type="button" onClick={() => void refetch()}>
        Thử lại
      </button>
    );
  return <p>Tổng đài {data?.supportPhone}</p>;
}

describe('requestAppConfig and useAppConfigState', () => {
  it('share one call, and a component mounting after a failure does not call again', async () => {
    let calls = 0;
    const fetch = createFakeFetch(() => {
      calls += 1;
      return calls === 1
        ? errorResponse(7, 400)
        : okResponse(makeTestAppConfig({ supportPhone: '1900 5678' }));
    });
    const store = setupTestStore(undefined, { fetch });
    const request = store.dispatch(requestAppConfig());
    await request;
    expect(selectToasts(store.getState())).toHaveLength(1);

    const { user } = renderWithProviders(<SupportPhoneFromCache />, { store });
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Tổng đài 1900 5678')).toBeInTheDocument();
    expect(fetch.requests).toHaveLength(2);
    expect(selectToasts(store.getState())).toHaveLength(1);
  });

  it('asks once when nobody has asked yet, and again after the cache was reset', async () => {
    const fetch = createFakeFetch(() =>
      okResponse(makeTestAppConfig({ supportPhone: '1900 1111' })),
    );
    const store = setupTestStore(undefined, { fetch });
    renderWithProviders(
      <>
        <SupportPhoneFromCache />
        <SupportPhoneFromCache />
      </>,
      { store },
    );
    expect(await screen.findAllByText('Tổng đài 1900 1111')).toHaveLength(2);
    expect(fetch.requests).toHaveLength(1);
    act(() => {
      store.dispatch(signOut());
    });
    expect(await screen.findAllByText('Tổng đài 1900 1111')).toHaveLength(2);
    expect(fetch.requests).toHaveLength(2);
  });
});
