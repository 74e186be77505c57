/** A company's two requests to close a complaint, named alike in the company portal and the console. */
export const APPLICATION_KIND_LABELS = { archive: "申请归档", end: "申请结案" } as const;

export type ApplicationKind = keyof typeof APPLICATION_KIND_LABELS;
