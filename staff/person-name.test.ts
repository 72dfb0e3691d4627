import { expect, test } from "vitest";
import { personName } from "./person-name.ts";

test("a staff member is called by the name in their address", () => {
  expect(personName("ngozi@hub.example")).toBe("Ngozi");
  expect(personName("ngozi.eze@hub.example")).toBe("Ngozi Eze");
  expect(personName("chidi_okafor-2@hub.example")).toBe("Chidi Okafor 2");
});
