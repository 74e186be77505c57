// The phone-binding module's public surface: its routes (login_bind, the user centre's phone and
// WeChat settings).
export { registerPhoneBindingRoutes } from "./routes";
