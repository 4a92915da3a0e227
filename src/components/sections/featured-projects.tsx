import { useState } from "react"
import { graphql } from "gatsby"
import { ExternalLink } from "lucide-react"
import { ButtonLink } from "../ui/button"
import { imageOf, type ImageFile } from "../ui/image-file"
import { Section } from "../ui/section"
import { useUiText } from "../ui/ui-text"
import { ZoomableImage } from "../ui/zoomable-image/zoomable-image"
import * as styles from "./featured-projects.module.css"

export type Project = {
  readonly id: string
  readonly title: string
  readonly client: string
  readonly weblink: string
  readonly category: string
  readonly image: ImageFile
  readonly imageAlt: string
}

export type ProjectFilter = { readonly id: string; readonly name: string }

export type FeaturedProjectsProps = {
  heading: string
  intro?: string | null
  filters: ReadonlyArray<ProjectFilter>
  projects: ReadonlyArray<Project>
  /** "View more" link under the grid (home page). */
  more?: { label: string; path: string }
  tone?: "white" | "sand"
  /** The grid is at the top of the page: its first picture is the largest paint, loaded first. */
  priority?: boolean
}

/** The filter id that shows every project (spec: the filter defaults to all). */
export const ALL_PROJECTS = "all"

/** The projects a filter shows: all of them for "all", else those of that category, in order. */
export function projectsInCategory<P extends Pick<Project, "category">>(
  projects: ReadonlyArray<P>,
  filter: string,
): ReadonlyArray<P> {
  return filter === ALL_PROJECTS ? projects : projects.filter(project => project.category === filter)
}

/**
 * Six featured projects. Hovering a card, or focusing anything inside it, shows the overlay
 * with title, client and the Visit Website link; clicking the picture enlarges it.
 * The spec keeps the filter bar hidden (the `hidden` attribute) while the filter itself works
 * and defaults to all projects.
 */
export function FeaturedProjects({
  heading,
  intro,
  filters,
  projects,
  more,
  tone = "white",
  priority = false,
}: FeaturedProjectsProps) {
  const uiText = useUiText()
  const [filter, setFilter] = useState(ALL_PROJECTS)
  const shown = projectsInCategory(projects, filter)

  return (
    <Section heading={heading} intro={intro} tone={tone}>
      <ul className={styles.filters} aria-label={uiText.projectFilter} hidden>
        {filters.map(option => (
          <li key={option.id}>
            <button
              type="button"
              className={styles.filter}
              aria-pressed={filter === option.id}
              onClick={() => setFilter(option.id)}
            >
              {option.name}
            </button>
          </li>
        ))}
      </ul>
      <ul className={styles.grid}>
        {shown.map((project, index) => {
          const image = imageOf(project.image)
          return (
            <li className={styles.card} key={project.id}>
              {image && (
                <ZoomableImage
                  className={styles.image}
                  image={image}
                  alt={project.imageAlt}
                  priority={priority && index === 0}
                />
              )}
              <div className={styles.overlay}>
                <h3 className={styles.title}>{project.title}</h3>
                <p className={styles.client}>{project.client}</p>
                <a className={styles.visit} href={project.weblink} target="_blank" rel="noopener noreferrer">
                  {uiText.visitWebsite}
                  <span className="visually-hidden">
                    : {project.title} {uiText.opensInNewTab}
                  </span>
                  <ExternalLink aria-hidden="true" focusable="false" />
                </a>
              </div>
            </li>
          )
        })}
      </ul>
      {more && (
        <div className={styles.more}>
          <ButtonLink to={more.path} variant="outline">
            {more.label}
          </ButtonLink>
        </div>
      )}
    </Section>
  )
}

/**
 * The data the section shows, from data/projects.json: the pages that show it spread this fragment.
 * @public Gatsby reads the fragment from the export; no module imports it.
 */
export const featuredProjectsData = graphql`
  fragment FeaturedProjectsData on ProjectsJson {
    filters {
      id
      name
    }
    items {
      id
      title
      client
      weblink
      category
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 420, aspectRatio: 1.333)
        }
      }
    }
  }
`
