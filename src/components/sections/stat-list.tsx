import { formatCount } from "../../../shared/i18n/format"
import { useLocale } from "../../i18n/locale-context"
import * as styles from "./stat-list.module.css"

export type Stat = { readonly count: number; readonly atLeast: boolean; readonly label: string }

export type StatListProps = {
  stats: ReadonlyArray<Stat>
  /** Four in a row from 1024 px (About page); two per row otherwise. */
  wide?: boolean
}

/** Company figures such as "167+ Satisfied Clients", each written the way the page's edition writes numbers. */
export function StatList({ stats, wide = false }: StatListProps) {
  const locale = useLocale()
  return (
    <dl className={wide ? `${styles.list} ${styles.wide}` : styles.list}>
      {stats.map(stat => (
        <div className={styles.item} key={stat.label}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{formatCount(stat.count, stat.atLeast, locale)}</dd>
        </div>
      ))}
    </dl>
  )
}
