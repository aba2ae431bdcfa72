/** Request bodies of this area (documents 2–4); filled in by the area's module. */
export const bodies = {};
