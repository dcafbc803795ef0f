import styles from './logo.module.css';

export type LogoMarkProps = {
  /** Edge length in CSS pixels. */
  size?: number;
};

/** The round "V" ball of the VeSo logo, decorative (the caller names it). */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="var(--veso-color-primary)" />
      <circle
        cx="16"
        cy="16"
        r="11.5"
        fill="none"
        stroke="var(--veso-color-accent)"
        strokeWidth="2"
      />
      <path
        d="M10.5 10.5 16 22l5.5-11.5"
        fill="none"
        stroke="var(--veso-color-on-primary)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export type LogoProps = {
  /** Height of the mark in CSS pixels. */
  size?: number;
  /** Show the "VeSo" word beside the mark. */
  withWord?: boolean;
  /** Accessible name. */
  label?: string;
  className?: string;
};

/** The VeSo logo: the ball mark and, by default, the word mark. One image to assistive tech. */
export function Logo({ size = 32, withWord = true, label = 'VeSo', className }: LogoProps) {
  return (
    <span
      role="img"
      aria-label={label}
      className={className ? `${styles.logo} ${className}` : styles.logo}
    >
      <LogoMark size={size} />
      {withWord ? (
        <span className={styles.word} aria-hidden="true">
          Ve<em>So</em>
        </span>
      ) : null}
    </span>
  );
}

export type SpinnerProps = {
  /** Edge length in CSS pixels. */
  size?: number;
  /** Accessible name; without it the spinner is decorative (the surrounding status names it). */
  label?: string;
};

/** The logo mark inside a turning ring; still under `prefers-reduced-motion`. */
export function Spinner({ size = 56, label }: SpinnerProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className={styles.spinner} style={{ width: size, height: size }} {...a11y}>
      <svg
        className={styles.ring}
        viewBox="0 0 48 48"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
      >
        <circle
          cx="24"
          cy="24"
          r="21"
          fill="none"
          stroke="var(--veso-color-border)"
          strokeWidth="3"
        />
        <path
          d="M24 3a21 21 0 0 1 21 21"
          fill="none"
          stroke="var(--veso-color-accent)"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <LogoMark size={Math.round(size * 0.6)} />
    </span>
  );
}
