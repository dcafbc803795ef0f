import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameMark, gameToneStyle } from './game-mark';

describe('GameMark', () => {
  it('draws the game mark in its tone and hides it from screen readers', () => {
    const { container } = render(<GameMark calendar="power655" />);
    const mark = container.firstElementChild as HTMLElement;
    expect(mark).toHaveTextContent('P');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark.style.getPropertyValue('--veso-game-tone')).toBe('var(--veso-game-power655)');
  });

  it('gives any element the tone of a game', () => {
    expect(gameToneStyle('keno')).toEqual({ '--veso-game-tone': 'var(--veso-game-keno)' });
  });
});
