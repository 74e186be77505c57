// What TypeScript sees of builds.mjs (plain JavaScript: it runs before dependencies are installed).
export const SERVER_BUILD_DIR: string;
export const SERVER_ENTRY: string;
export function isWebBuildStale(root: string): boolean;
export function isServerBuildStale(root: string): boolean;
export function staleBuildCommand(root: string): string[] | null;
