import { ExternalLink } from "lucide-react"
import { Container } from "../ui/container"
import { useUiText } from "../ui/ui-text"
import * as styles from "./project-links.module.css"

export type ClientProjectLink = {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly url: string | null
  readonly tag: string | null
}

/** The badges' words in the page's edition (data/portfolio-links.json "tags"). */
export type ProjectTagLabels = { readonly latest: string; readonly inProgress: string }

export type ProjectLinksProps = { projects: ReadonlyArray<ClientProjectLink>; tagLabels: ProjectTagLabels }

/** A project's `tag` is a language-free key (the schema's enum); editors translate the words. */
function tagLabel(tag: string | null, labels: ProjectTagLabels): string | null {
  if (tag === "latest") return labels.latest
  if (tag === "in-progress") return labels.inProgress
  return null
}

/**
 * The client project list: each name links to the live site in a new tab, or is plain text
 * when the project has no public address yet; an optional badge such as "Latest".
 */
export function ProjectLinks({ projects, tagLabels }: ProjectLinksProps) {
  const uiText = useUiText()
  return (
    <div className="section-padding">
      <Container>
        <ul className={styles.grid}>
          {projects.map(project => {
            const tag = tagLabel(project.tag, tagLabels)
            return (
              <li className={styles.item} key={project.id}>
                <div className={styles.head}>
                  <h2 className={styles.name}>
                    {project.url ? (
                      <a href={project.url} target="_blank" rel="noopener noreferrer">
                        {project.name}
                        <span className="visually-hidden"> {uiText.opensInNewTab}</span>
                        <ExternalLink aria-hidden="true" focusable="false" />
                      </a>
                    ) : (
                      project.name
                    )}
                  </h2>
                  {tag && <span className={styles.tag}>{tag}</span>}
                </div>
                <p className={styles.description}>{project.description}</p>
              </li>
            )
          })}
        </ul>
      </Container>
    </div>
  )
}
