import { useEffect, useState } from "react";
import type { Assignees } from "#schemas/staff-leads.ts";
import { api } from "../api.ts";

/** The people leads can be given to (staff and admins), loaded once per page. */
export function useAssignees(): Assignees["people"] {
  const [people, setPeople] = useState<Assignees["people"]>([]);
  useEffect(() => {
    void api<Assignees>("/api/assignees").then((answer) => setPeople(answer.people));
  }, []);
  return people;
}
