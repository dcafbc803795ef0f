import styles from './generated-tag.module.css';

/** The label of a draw result made up by the sandbox, not a real draw. */
export const GENERATED_RESULT_LABEL = 'Kết quả mô phỏng';

export type GeneratedTagProps = {
  /** Whether the result is generated; nothing is shown for a real one. */
  generated: boolean;
};

/**
 * 'Kết quả mô phỏng' beside a draw result the sandbox made up (not a real draw); a real
 * result shows nothing. The title explains it to a pointer; the text is read as it is.
 */
export function GeneratedTag({ generated }: GeneratedTagProps) {
  if (!generated) return null;
  return (
    <span
      className={styles.tag}
      title="Kết quả do hệ thống thử nghiệm tạo ra, không phải kết quả quay thưởng thật"
    >
      {GENERATED_RESULT_LABEL}
    </span>
  );
}
