import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from './theme-root';
import { MAX_WIDTH_PX, tokens } from './tokens';
import css from './tokens.css?raw';

function collectVars(value: unknown): string[] {
  if (typeof value === 'string') {
    const match = /^var\((--[a-z0-9-]+)\)$/.exec(value);
    return match?.[1] ? [match[1]] : [];
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(collectVars);
  return [];
}

describe('ThemeRoot', () => {
  it('renders its children inside the app frame', () => {
    render(
      <ThemeRoot data-testid="frame" className="extra">
        <p>Xin chào</p>
      </ThemeRoot>,
    );
    const frame = screen.getByTestId('frame');
    expect(frame).toContainElement(screen.getByText('Xin chào'));
    expect(frame).toHaveClass('root', 'extra');
  });
});

describe('tokens', () => {
  it('refers only to custom properties that tokens.css defines', () => {
    const names = collectVars(tokens);
    expect(names.length).toBeGreaterThan(40);
    const missing = names.filter((name) => !css.includes(`${name}:`));
    expect(missing).toEqual([]);
  });

  it('keeps the frame width and brand colour the spec asks for', () => {
    expect(css).toContain(`--veso-max-width: ${MAX_WIDTH_PX}px;`);
    expect(css).toMatch(/--veso-color-primary: #d0021b;/);
    expect(css).toMatch(/--veso-touch-target: 44px;/);
  });
});
