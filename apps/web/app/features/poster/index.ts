// Share posters: the poster page's view, and the share panel public pages open their poster from.
export { PosterView } from "./poster-view";
export { SharePanel } from "./share-panel";
