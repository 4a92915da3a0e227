import * as styles from "./stat-list.module.css"

export type Stat = { readonly value: string; readonly label: string }

export type StatListProps = {
  stats: ReadonlyArray<Stat>
  /** Four in a row from 1024 px (About page); two per row otherwise. */
  wide?: boolean
}

/** Company figures such as "167+ Satisfied Clients". */
export function StatList({ stats, wide = false }: StatListProps) {
  return (
    <dl className={wide ? `${styles.list} ${styles.wide}` : styles.list}>
      {stats.map(stat => (
        <div className={styles.item} key={stat.label}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
