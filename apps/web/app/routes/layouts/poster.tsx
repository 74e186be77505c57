import { Outlet } from "react-router";

/** Share posters are screenshotted into images: no header, no footer, nothing but the poster. */
export default function PosterLayout() {
  return (
    <main id="main" className="flex min-h-screen justify-center bg-white">
      <Outlet />
    </main>
  );
}
