// The system Chromium (Debian's package) and the flags it needs on these machines: no
// sandbox as root, and no network traffic to hosts that cannot be reached. Names other than
// this machine's are not looked up at all: the resolver here now and then answers after its
// 5-second timeout, and a page that shows a signature (its icons on https://paraph.app) waited
// that long for its load event.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];
