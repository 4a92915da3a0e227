/** A table of the staff pages: one header row naming its columns, scrolling sideways when it is wider than the screen. */
import type { ReactNode } from "react"
import * as styles from "../staff.module.css"

export function StaffTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map(column => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
