import { Star } from "lucide-react"
import { useUiText } from "./ui-text"
import * as styles from "./rating-stars.module.css"

export type RatingStarsProps = { rating: number }

const STARS = [1, 2, 3, 4, 5]

/** Five stars, the first `rating` filled; screen readers hear "Rated N out of 5". */
export function RatingStars({ rating }: RatingStarsProps) {
  const uiText = useUiText()
  return (
    <p className={styles.stars} role="img" aria-label={uiText.rating(rating)}>
      {STARS.map(star => (
        <Star
          key={star}
          className={`${styles.star} ${star <= rating ? styles.filled : styles.empty}`}
          aria-hidden="true"
          focusable="false"
        />
      ))}
    </p>
  )
}
