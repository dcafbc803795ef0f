import type { ReactNode } from 'react';
import styles from './results.module.css';

export type DataTableProps = {
  caption: ReactNode;
  /** The column headings, left to right. */
  columns: readonly string[];
  /** The rows (`<tr>`), each led by its `<th scope="row">` where it has one. */
  children: ReactNode;
};

/** A captioned table that scrolls sideways on a narrow screen. */
export function DataTable({ caption, columns, children }: DataTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
