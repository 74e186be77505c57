import { Outlet } from "react-router";

/**
 * Share posters: the poster image alone on a quiet page, without the site's header and footer, so a
 * phone shows the whole image and the buttons to keep it on one screen.
 */
export default function PosterLayout() {
  return (
    <main id="main" className="flex min-h-screen justify-center bg-page">
      <Outlet />
    </main>
  );
}
