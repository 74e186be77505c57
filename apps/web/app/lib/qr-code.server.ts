// Loaders draw their codes on the server through this name, which keeps the encoder out of page
// bundles; a lazily loaded client part (the scan-login tab) imports ./qr-code itself.
export { type QrCodeShape, qrCodeShape } from "./qr-code";
