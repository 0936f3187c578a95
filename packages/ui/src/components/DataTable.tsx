import clsx from 'clsx';
import type { ReactNode } from 'react';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './DataTable.module.css';

export type DataTableLook = 'framed' | 'bare' | 'plain' | 'striped';

export interface DataTableProps {
  /**
   * The column headings, a `th scope="col"` each (a visually hidden one in VisuallyHidden); none for
   * a table whose rows are headed (`th scope="row"`: a product's features).
   */
  columns?: ReactNode[];
  /** The table's caption, visually hidden (its accessible name). */
  caption?: ReactNode;
  /**
   * 'framed' (default): a bordered surface, roomy cells under shaded headings; 'bare': the same
   * cells without the box; 'plain': compact, top-aligned cells (the managers' console); 'striped':
   * no box, shaded odd rows with a line between rows, top-aligned roomy cells, row headings muted.
   */
  look?: DataTableLook;
  /** The rows (`<tr>`s of the body). */
  children: ReactNode;
  /** On the scrolling box (its margins; the cells through `.x td`). */
  className?: string;
}

const TABLE_LOOK: Record<DataTableLook, string | undefined> = { framed: styles.roomy, bare: styles.roomy, plain: styles.compact, striped: styles.striped };

/** A table of rows with its headings, in a box that scrolls sideways when the table is wider than the page. */
export function DataTable({ columns, caption, look = 'framed', children, className }: DataTableProps) {
  return (
    <div className={clsx(styles.scroll, look === 'framed' && styles.framed, className)}>
      <table className={clsx(styles.table, TABLE_LOOK[look])}>
        {caption && (
          <VisuallyHidden asChild>
            <caption>{caption}</caption>
          </VisuallyHidden>
        )}
        {columns && (
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th scope="col" key={i}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

