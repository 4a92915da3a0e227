/**
 * Draws every picture the site ships — hero slides, service illustrations, project mockups,
 * testimonial avatars, client logos, about-page scenes and the brand files — as SVG in code and
 * rasterises the photos-to-be with sharp. The artwork is therefore original, reviewable as text and
 * reproducible: a seeded random generator gives variety without changing between runs, and a file is
 * only rewritten when its bytes change.
 *
 * One module per picture kind lives in scripts/artwork/; this file lists the outputs and writes them.
 * Run with `npm run make:artwork`. See docs/artwork.md for how to replace a picture.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import sharp from "sharp"
import { arabicOutlines } from "./artwork/arabic-type"
import { arabicBrand, arabicLogoSvg, faviconSvg, logoSvg, ogImage, touchIconSvg } from "./artwork/brand"
import { clientLogos, clientLogoSvg } from "./artwork/client-logos"
import { heroGrowth, heroSkyline } from "./artwork/hero"
import { aboutStory, homeAbout } from "./artwork/office"
import { palette } from "./artwork/palette"
import { avatar, people } from "./artwork/people"
import { projectMockup, projects } from "./artwork/projects"
import {
  digitalMarketing,
  openBankAccount,
  taxService,
  vatService,
  webDesigning,
  webDevelopment,
} from "./artwork/services"

const root = join(__dirname, "..")

type Job = { file: string; format: "jpeg" | "png" | "svg"; draw: () => string | Promise<string>; maxKB: number }

/** The Arabic logo's words, shaped once for both tones. */
const arabicWords = async () => {
  const [[name], [descriptor]] = await Promise.all([
    arabicOutlines([arabicBrand.name], 800),
    arabicOutlines([arabicBrand.descriptor], 700),
  ])
  return { name, descriptor }
}

const jpeg = (file: string, draw: () => string, maxKB = 150): Job => ({ file, format: "jpeg", draw, maxKB })

const jobs: Job[] = [
  jpeg("data/images/hero/slide-1.jpg", heroSkyline, 350),
  jpeg("data/images/hero/slide-2.jpg", heroGrowth, 350),
  jpeg("data/images/services/open-bank-account.jpg", openBankAccount),
  jpeg("data/images/services/tax-service.jpg", taxService),
  jpeg("data/images/services/vat-service.jpg", vatService),
  jpeg("data/images/services/web-designing.jpg", webDesigning),
  jpeg("data/images/services/web-development.jpg", webDevelopment),
  jpeg("data/images/services/digital-marketing.jpg", digitalMarketing),
  ...projects.map((project, i) =>
    jpeg(`data/images/projects/project-${i + 1}.jpg`, () => projectMockup(project, 3000 + i)),
  ),
  // Avatars follow data/testimonials.json: Layla Haddad, Omar Farouk, Priya Menon, Daniel Novak.
  jpeg("data/images/avatars/avatar-1.jpg", () => avatar(people.layla, palette.sandLight, 41), 40),
  jpeg("data/images/avatars/avatar-2.jpg", () => avatar(people.omar, palette.tealLight, 42), 40),
  jpeg("data/images/avatars/avatar-3.jpg", () => avatar(people.priya, "#f1c6b6", 43), 40),
  jpeg("data/images/avatars/avatar-4.jpg", () => avatar(people.daniel, "#b9cde3", 44), 40),
  ...clientLogos.map((logo, i): Job => ({
    file: `data/images/clients/client-${i + 1}.svg`,
    format: "svg",
    draw: () => clientLogoSvg(logo),
    maxKB: 4,
  })),
  jpeg("data/images/about/story.jpg", aboutStory),
  jpeg("data/images/home/about.jpg", homeAbout),
  { file: "static/logo.svg", format: "svg", draw: () => logoSvg("onDark"), maxKB: 4 },
  { file: "static/logo-on-light.svg", format: "svg", draw: () => logoSvg("onLight"), maxKB: 4 },
  {
    file: "static/logo-ar.svg",
    format: "svg",
    draw: async () => {
      const { name, descriptor } = await arabicWords()
      return arabicLogoSvg("onDark", name, descriptor)
    },
    maxKB: 4,
  },
  { file: "static/favicon.svg", format: "svg", draw: faviconSvg, maxKB: 2 },
  { file: "static/apple-touch-icon.png", format: "png", draw: touchIconSvg, maxKB: 20 },
  jpeg("static/og-image.jpg", ogImage),
]

async function render(job: Job): Promise<Buffer> {
  const svg = await job.draw()
  if (job.format === "svg") return Buffer.from(`${svg}\n`)
  const image = sharp(Buffer.from(svg))
  return job.format === "png"
    ? image.png({ compressionLevel: 9 }).toBuffer()
    : image.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

async function main(): Promise<void> {
  let changed = 0
  for (const job of jobs) {
    const target = join(root, job.file)
    const bytes = await render(job)
    const kb = bytes.length / 1024
    if (kb > job.maxKB)
      throw new Error(`${job.file} is ${kb.toFixed(1)} KB, over its ${job.maxKB} KB budget: simplify the drawing`)
    const same = existsSync(target) && readFileSync(target).equals(bytes)
    if (!same) {
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, bytes)
      changed++
    }
    console.log(
      `${same ? "unchanged" : "written  "}  ${relative(root, target).padEnd(46)} ${kb.toFixed(1).padStart(6)} KB`,
    )
  }
  console.log(`${jobs.length} files, ${changed} changed`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
