import type { DraftAttribute, DraftChoices, DraftFields, DraftOption } from "./complaint-draft";

export interface Relation {
  problems: DraftOption[];
  appeals: DraftOption[];
  attributes: Omit<DraftAttribute, "value">[];
}

type RelationFields = Pick<DraftFields, "problems" | "appeals" | "attributes">;

function keepOffered(current: DraftChoices, list: DraftOption[]): DraftChoices {
  const offered = new Set(list.map((option) => option.id));
  return {
    list: list.map(({ id, name }) => ({ id, name })),
    selected: current.selected.filter((id) => offered.has(id)),
  };
}

/**
 * The draft's lists after a (re)fetch of the subtype's relation: choices and attribute values the new
 * lists still offer are kept, so a reload or a change of brand does not throw away what was picked.
 */
export function mergeRelation(current: RelationFields, relation: Relation): RelationFields {
  const values = new Map(current.attributes.map((attribute) => [attribute.id, attribute.value]));
  return {
    problems: keepOffered(current.problems, relation.problems),
    appeals: keepOffered(current.appeals, relation.appeals),
    // Step two draws each attribute from these (input type, options, placeholder); only the value is ours.
    attributes: relation.attributes.map(
      ({ id, name, is_required, input_type, options, placeholder }): DraftAttribute => ({
        id,
        name,
        is_required,
        value: values.get(id) ?? "",
        ...(input_type ? { input_type } : {}),
        ...(options ? { options } : {}),
        ...(placeholder ? { placeholder } : {}),
      }),
    ),
  };
}

/** The type a subtype belongs to, to show the type select again when a draft is restored. */
export function findTypeOfSubtype(
  tree: readonly { id: number; children: readonly { id: number }[] }[],
  subtypeId: number | null,
): number | null {
  if (subtypeId === null) return null;
  return tree.find((type) => type.children.some((child) => child.id === subtypeId))?.id ?? null;
}
