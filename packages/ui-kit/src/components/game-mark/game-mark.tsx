import type { DrawCalendarId } from '@veso/domain';
import type { CSSProperties } from 'react';
import styles from './game-mark.module.css';

/** The short mark of each draw, drawn on its tone: 'M' Mega, 'P' Power, 'K' Keno... */
export const GAME_MARKS: Readonly<Record<DrawCalendarId, string>> = {
  mega645: 'M',
  power655: 'P',
  lotto535: 'L',
  keno: 'K',
  max3d: '3D',
  max3dpro: '3D',
  max4d: '4D',
  dientoan636: '6x36',
  xsmb: 'MB',
  xsmt: 'MT',
  xsmn: 'MN',
};

/**
 * The inline style that gives an element a game's tone as `--veso-game-tone` (its own
 * background, border or picked balls read it); nothing for an unknown calendar.
 */
export function gameToneStyle(calendar: DrawCalendarId): CSSProperties {
  return { ['--veso-game-tone' as string]: `var(--veso-game-${calendar})` };
}

export type GameMarkProps = {
  calendar: DrawCalendarId;
  size?: 'sm' | 'md';
  className?: string;
};

/** A game's round mark in its tone: decoration only (the game's name is always next to it). */
export function GameMark({ calendar, size = 'md', className }: GameMarkProps) {
  const classes = [styles.mark, styles[size], className].filter(Boolean).join(' ');
  return (
    <span aria-hidden="true" className={classes} style={gameToneStyle(calendar)}>
      {GAME_MARKS[calendar]}
    </span>
  );
}
