// The user module's public surface: members by phone (login, filing and the portal's invitations
// create them) and their unread messages.
export { registerUserRoutes } from "./routes";
export { countUnreadMessages, findOrCreateUserByPhone, findUserByPhone } from "./user-repository";
