/** The parts of a File the accept rule looks at (a File satisfies it). */
export interface AcceptCandidate {
  name: string;
  type: string;
}

/**
 * Whether a file matches an `accept` list as the file input understands it (docs/product/validation.md#uploads): each comma-separated
 * entry is an extension ('.jpg'), a wildcard type ('image/*') or an exact type ('image/png'). An empty list
 * accepts everything. The file dialog applies `accept` itself; dropped files need this check.
 */
export function isAccepted(file: AcceptCandidate, accept: string | undefined): boolean {
  const entries = (accept ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  const baseType = type.replace(/\/.*$/, "");
  return entries.some((entry) => {
    if (entry.startsWith(".")) return name.endsWith(entry);
    if (entry.endsWith("/*")) return type !== "" && baseType === entry.slice(0, -2);
    return type === entry;
  });
}
