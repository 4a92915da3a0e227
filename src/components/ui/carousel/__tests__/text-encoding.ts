/** jsdom lacks TextEncoder, which react-dom/server's browser build needs at import time. */
import { TextDecoder, TextEncoder } from "node:util"

Object.assign(globalThis, { TextDecoder, TextEncoder })
