import "@testing-library/jest-dom"
import { configure } from "@testing-library/dom"
import { TextDecoder, TextEncoder } from "node:util"

// jsdom lacks TextEncoder, which react-dom/server's browser build needs at import time.
Object.assign(globalThis, { TextDecoder, TextEncoder })

// findBy… and waitFor wait for what they assert; on a loaded machine a lazy import compiled on
// first use can take more than the default second to arrive.
configure({ asyncUtilTimeout: 10_000 })
