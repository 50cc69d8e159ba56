import { BUILD_INFO_URL } from "../../contract/urls";
import { assetUrl } from "./base";

export interface BuildInfo {
  version: string;
  date: string;
}

/** Logs the build's version and date at start-up, read from the build-info.json the build wrote. */
export async function logBuildInfo(): Promise<BuildInfo | undefined> {
  try {
    const response = await fetch(assetUrl(BUILD_INFO_URL), { cache: "no-store" });
    if (!response.ok) return undefined;
    const info = (await response.json()) as BuildInfo;
    console.log(`Gallery build ${info.version}, built ${info.date}`);
    return info;
  } catch {
    return undefined;
  }
}
