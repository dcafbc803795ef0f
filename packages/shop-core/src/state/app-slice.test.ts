import { describe, expect, it } from 'vitest';
import {
  appSlice,
  embedChanged,
  loadingChanged,
  pageTitleChanged,
  pageTitleCleared,
} from './app-slice';

describe('appSlice', () => {
  it('starts loading, on the WEB channel, at version 1.6.6', () => {
    expect(appSlice.getInitialState()).toEqual({
      loading: true,
      channel: 'WEB',
      version: '1.6.6',
      pageTitle: '',
      pageIcon: null,
      headerColor: null,
      headerTitle: null,
      embed: false,
      embedType: null,
    });
  });

  it('records loading, title and embed type', () => {
    let state = appSlice.reducer(undefined, loadingChanged(false));
    state = appSlice.reducer(state, pageTitleChanged({ title: 'Giỏ hàng' }));
    state = appSlice.reducer(state, embedChanged({ embed: true, type: 'vi-x' }));
    expect(state).toMatchObject({
      loading: false,
      pageTitle: 'Giỏ hàng',
      embed: true,
      embedType: 'vi-x',
    });
    state = appSlice.reducer(state, embedChanged({ embed: false, type: 'vi-x' }));
    expect(state.embedType).toBeNull();
  });
});

describe('pageTitleCleared', () => {
  it('clears only the title it names (a newer page keeps its own)', () => {
    let state = appSlice.reducer(undefined, pageTitleChanged({ title: 'Giỏ hàng', icon: 'cart' }));
    state = appSlice.reducer(state, pageTitleCleared({ title: 'Kết quả' }));
    expect(state.pageTitle).toBe('Giỏ hàng');
    state = appSlice.reducer(state, pageTitleCleared({ title: 'Giỏ hàng' }));
    expect(state).toMatchObject({ pageTitle: '', pageIcon: null });
  });
});
