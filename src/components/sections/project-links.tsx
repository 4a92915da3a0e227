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

export type ProjectLinksProps = { projects: ReadonlyArray<ClientProjectLink> }

/**
 * The client project list: each name links to the live site in a new tab, or is plain text
 * when the project has no public address yet; an optional tag such as "latest".
 */
export function ProjectLinks({ projects }: ProjectLinksProps) {
  const uiText = useUiText()
  return (
    <div className="section-padding">
      <Container>
        <ul className={styles.grid}>
          {projects.map(project => (
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
                {project.tag && <span className={styles.tag}>{project.tag}</span>}
              </div>
              <p className={styles.description}>{project.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </div>
  )
}
