/** @jest-environment jsdom */
import "@testing-library/jest-dom"
import { inEnglish } from "./support/in-edition"
import { render, screen } from "@testing-library/react"
import { HeroLeadForm } from "../hero-lead-form"
import { installMatchMedia } from "../../hooks/__tests__/match-media"
import { formTextsOf } from "../../../shared/forms/form-edition-files"

const formTexts = formTextsOf("en")

const { labels } = formTexts

const mockScreenWidth = (width: number) => installMatchMedia({ width })

describe("HeroLeadForm", () => {
  it("loads and shows the lead form on medium and larger screens", async () => {
    mockScreenWidth(1280)
    render(<HeroLeadForm heading="Get a free consultation" />, { wrapper: inEnglish })
    expect(screen.getByRole("region", { name: "Get a free consultation" })).toBeInTheDocument()
    expect(await screen.findByLabelText(labels.firstname)).toBeInTheDocument()
    expect(screen.getByLabelText(labels.service)).toBeInTheDocument()
  })

  it("does not load the form on small screens", async () => {
    mockScreenWidth(375)
    render(<HeroLeadForm heading="Get a free consultation" />, { wrapper: inEnglish })
    expect(screen.getByRole("heading", { name: "Get a free consultation" })).toBeInTheDocument()
    // Give a lazy import every chance to resolve before checking it never happened.
    await new Promise(resolve => setTimeout(resolve, 50))
    expect(screen.queryByLabelText(labels.firstname)).toBeNull()
  })
})
