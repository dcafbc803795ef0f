import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS, guidePath } from './paths';

describe('CONTENT_PATHS', () => {
  it('holds the spec routes of guides, terms and contact', () => {
    expect(Object.values(CONTENT_PATHS)).toEqual([
      '/huong-dan-choi',
      '/huong-dan-choi/:id?',
      '/chinh-sach',
      '/dieu-khoan-chinh-sach',
      '/policy',
      '/lien-he',
    ]);
  });

  it('builds a product guide path', () => {
    expect(guidePath()).toBe('/huong-dan-choi');
    expect(guidePath('mega645')).toBe('/huong-dan-choi/mega645');
  });
});
