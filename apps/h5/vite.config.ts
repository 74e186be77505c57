import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Where the H5 site's hashed client files are served, beside the PC site's /assets/ (decision 078). */
export const H5_ASSETS_DIR = "h5-assets";

/**
 * First-load JavaScript in few files. Left to itself, Rolldown split the modules several pages share
 * (the shell's links, page meta, the complaint card, the growing list) into a file each: 14–16 files
 * of 0.9–3 KB on every page, each a request a phone makes before the page is whole. The framework
 * is one chunk, and the code many pages share another; a module of one or two pages stays with them.
 */
const FIRST_LOAD_GROUPS = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
    tags: ["$initial" as const],
  },
  {
    name: "h5-shared",
    test: /(apps[\\/]h5[\\/]app[\\/](?!routes[\\/]|entry\.)|packages[\\/]|node_modules[\\/])/,
    minShareCount: 3,
    tags: ["$initial" as const],
  },
];

export default defineConfig(({ command }) => {
  // A build is what the server sends, whatever NODE_ENV the caller runs in (as apps/web).
  if (command === "build") process.env.NODE_ENV = "production";
  return {
    plugins: [tailwindcss(), reactRouter()],
    build: {
      assetsDir: H5_ASSETS_DIR,
      rolldownOptions: { output: { codeSplitting: { groups: FIRST_LOAD_GROUPS } } },
    },
  };
});
