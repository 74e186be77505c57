// The moderation console's own API, one file per area of the console: the review queue, company
// applications, reports, comments, brands and enterprises, brand claims, the word list, users, the
// Q&A queue, the staff log, the institute's reports and the members' follow-ups. Collectives' console endpoints are in collective.ts.
export * from "./applications";
export * from "./articles";
export * from "./brand-claims";
export * from "./brands-and-enterprises";
export * from "./comments";
export * from "./complaint-review";
export * from "./institute";
export * from "./member-follow-ups";
export * from "./qa";
export * from "./reports";
export * from "./sensitive-words";
export * from "./staff-log";
export * from "./staff-me";
export * from "./users";
export * from "./work-calendar";
