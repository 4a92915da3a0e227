/** The one palette every picture draws from, and the font stack librsvg resolves. */
export const palette = {
  night: "#061428",
  navy: "#0b2545",
  navyMid: "#13315c",
  navyLight: "#1d4e89",
  sand: "#c9a227",
  sandLight: "#ead08a",
  sandDeep: "#8f6f12",
  cream: "#f7f2e7",
  paper: "#ffffff",
  teal: "#1a9e96",
  tealLight: "#8fd6cc",
  slate: "#8da9c4",
  mist: "#e4ebf3",
  line: "#d5dde7",
  ink: "#1b2a3a",
  coral: "#e07a5f",
} as const

// librsvg resolves these through fontconfig; generic stacks keep the output stable across machines.
export const sansFont = "Arial, Helvetica, 'Liberation Sans', sans-serif"

/** Mixes a hex colour towards black (amount < 0) or white (amount > 0); amount in -1..1. */
export const shade = (hex: string, amount: number): string => {
  const channels = [1, 3, 5].map(i => parseInt(hex.slice(i, i + 2), 16))
  const mixed = channels.map(c => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount))
  return `#${mixed.map(c => c.toString(16).padStart(2, "0")).join("")}`
}
