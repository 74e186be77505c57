import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Code every page needs on first load goes into two chunks (framework, app shell) instead of a
 * dozen tiny ones: each modulepreload is a high-priority request on a phone's slow network, and
 * fewer, larger requests reach first paint sooner. `$initial` keeps lazily imported code (the
 * login dialog and form, zod, the captcha solver) out, so public pages never download it.
 * Route modules and root.tsx are React Router's entries and stay their own chunks.
 */
const EAGER_GROUPS = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|zustand)[\\/]/,
    tags: ["$initial" as const],
  },
  {
    name: "app-shell",
    // The company portal and moderation console (Ant Design) and the charts stay out: public pages never
    // load them.
    test: /(apps[\\/]web[\\/]app[\\/](?!routes[\\/]|root\.tsx|entry\.|features[\\/](company-portal|moderation-console)[\\/]|shared[\\/](backoffice|charts)[\\/])|packages[\\/])/,
    tags: ["$initial" as const],
  },
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: { output: { codeSplitting: { groups: EAGER_GROUPS } } },
  },
});
