/** Joins the class names that are set, so conditional classes read as one expression. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
