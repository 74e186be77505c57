import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Where the H5 site's hashed client files are served, beside the PC site's /assets/ (decision 078). */
export const H5_ASSETS_DIR = "h5-assets";

export default defineConfig(({ command }) => {
  // A build is what the server sends, whatever NODE_ENV the caller runs in (as apps/web).
  if (command === "build") process.env.NODE_ENV = "production";
  return {
    plugins: [tailwindcss(), reactRouter()],
    build: { assetsDir: H5_ASSETS_DIR },
  };
});
