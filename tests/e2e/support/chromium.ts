// The tests launch Chromium exactly as `gallery verify` does.
export { CHROMIUM_ARGS, findChromium, launchChromium } from "../../../cli/verify/browser";
