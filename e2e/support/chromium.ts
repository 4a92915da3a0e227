/** Debian's Chromium, with the flags this machine needs (no network besides loopback). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
}
