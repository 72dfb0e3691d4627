/**
 * How staff sort a call's applications (issue 34): the sorts the list page
 * offers, in its words. The value is the one the page's address and form
 * carry; a sort names nobody, so it may sit in an address.
 */
export const applicationSorts = ["newest", "oldest", "name", "stage"] as const;

export type ApplicationSort = (typeof applicationSorts)[number];

export function isApplicationSort(value: unknown): value is ApplicationSort {
  return applicationSorts.some((sort) => sort === value);
}

export const applicationSortNames: Record<ApplicationSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name, A to Z",
  stage: "Stage, new ones first",
};
