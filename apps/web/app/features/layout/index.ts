export { isChunkLoadError, reloadAfterChunkError } from "./chunk-reload";
