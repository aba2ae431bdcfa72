import { changedInputs } from "../diff";
import type { Props } from "../spec";
import type { SpecContext } from "./context";
import type { DiffResult } from "./types";

export function diff({ spec }: SpecContext, olds: Props, news: Props): DiffResult {
  const { changed, replaces } = changedInputs(spec, olds, news);
  return {
    changed,
    replaces,
    // Adopting during a create-before-delete replacement would take over the old object.
    deleteBeforeReplace: replaces.length > 0 && (spec.deleteBeforeReplace === true || news.adopt === true),
  };
}
